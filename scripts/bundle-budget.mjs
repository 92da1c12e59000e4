// Bundle budget: after `npm run build`, prints the gzip size of the JS each route loads, of the
// pilot's request page (its own entry, request.html) and of all JS, and exits 1 when the first route
// (/) loads over 200 KB, the request page over 60 KB or all JS is over 320 KB (gzip).
// Usage: node scripts/bundle-budget.mjs [distDir] [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET = { firstRouteKb: 200, pilotKb: 60, allJsKb: 320 };

/** The desk's entry and the pilot's (ADR 0009) in the build manifest. */
const DESK_ENTRY = 'index.html';
const PILOT_ENTRY = 'request.html';

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** `src/routes/_app/movements.tsx` → `/movements`; pathless `_layout` segments and `index` vanish. */
function routePath(routeFile) {
  const segments = routeFile
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((s) => !s.startsWith('_') && s !== 'index' && s !== '__root');
  return `/${segments.join('/')}`;
}

/** The route files a route renders through: itself and its layout parents. */
function routeChain(routeFile, routeFiles) {
  const base = routeFile.replace(/\.tsx?$/, '');
  return routeFiles.filter((other) => {
    const stem = other.replace(/\.tsx?$/, '');
    return stem === base || base.startsWith(`${stem}/`) || stem === 'src/routes/__root';
  });
}

export function measure(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey =
    DESK_ENTRY in manifest ? DESK_ENTRY : Object.keys(manifest).find((key) => manifest[key].isEntry);
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const isRouteChunk = (key) => key.startsWith('src/routes/');
  const routeFileOf = (key) => key.split('?')[0];
  // What the entry starts on its own at startup (service worker glue, toasts), counted for every route.
  const startup = closure(entryKey);
  for (const key of manifest[entryKey].dynamicImports ?? []) if (!isRouteChunk(key)) closure(key, startup);

  const routeFiles = [...new Set(Object.keys(manifest).filter(isRouteChunk).map(routeFileOf))];
  const pages = routeFiles.filter((file) => !/\/_[^/]+\.tsx?$/.test(file) && !file.endsWith('__root.tsx'));
  const routes = pages.map((file) => {
    const files = new Set(startup);
    const chain = routeChain(file, routeFiles);
    for (const key of Object.keys(manifest))
      if (isRouteChunk(key) && chain.includes(routeFileOf(key))) closure(key, files);
    const kb = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(join(dist, f)), 0);
    return { route: routePath(file), chunks: files.size, gzipKb: Math.round(kb * 10) / 10 };
  });
  const jsKb = (files) =>
    Math.round(
      [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(join(dist, f)), 0) * 10,
    ) / 10;
  const pilotFiles = PILOT_ENTRY in manifest ? closure(PILOT_ENTRY) : null;
  const pilot = pilotFiles ? { chunks: pilotFiles.size, gzipKb: jsKb(pilotFiles) } : null;
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const allKb = assets.reduce((sum, f) => sum + gzipKb(join(dist, 'assets', f)), 0);
  return {
    routes: routes.sort((a, b) => a.route.localeCompare(b.route)),
    pilot,
    allJsKb: Math.round(allKb * 10) / 10,
  };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist';
  const result = measure(dist);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
  } else {
    console.log('JS loaded per route (gzip):');
    console.table(result.routes.map((r) => ({ route: r.route, chunks: r.chunks, 'KB gzip': r.gzipKb })));
    console.log(
      `Pilot request page (/request/…): ${result.pilot ? `${result.pilot.gzipKb} KB gzip in ${result.pilot.chunks} chunks` : 'no request.html entry'}`,
    );
    console.log(`All JS: ${result.allJsKb} KB gzip`);
  }
  const first = result.routes.find((r) => r.route === '/');
  const problems = [];
  if (!first) problems.push('no chunk found for the first route (/)');
  else if (first.gzipKb > BUDGET.firstRouteKb)
    problems.push(`/ loads ${first.gzipKb} KB > ${BUDGET.firstRouteKb} KB`);
  if (!result.pilot) problems.push('no chunk found for the pilot request page (request.html)');
  else if (result.pilot.gzipKb > BUDGET.pilotKb)
    problems.push(`the pilot request page loads ${result.pilot.gzipKb} KB > ${BUDGET.pilotKb} KB`);
  if (result.allJsKb > BUDGET.allJsKb) problems.push(`all JS is ${result.allJsKb} KB > ${BUDGET.allJsKb} KB`);
  if (problems.length) {
    console.error(`Bundle budget exceeded: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `Within budget (/ <= ${BUDGET.firstRouteKb} KB, request page <= ${BUDGET.pilotKb} KB, all JS <= ${BUDGET.allJsKb} KB gzip).`,
  );
}
