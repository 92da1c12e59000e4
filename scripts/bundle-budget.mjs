// Bundle budget (docs/decisions/0019, 0036, 0037, 0038, 0040): after `npm run build`, prints the
// gzip size of the JS and CSS each route loads before it is interactive (the entry, its startup
// imports, the first paint's script, the route's own chunks and the texts they fetch, in the
// language that weighs most), of the pilot's request page and of all JS, and exits 1 over any
// budget below. It also fails when the sign-in route (/) carries Dexie, a date library or another
// screen's code, and when the pilot's first bundle carries the date library (it loads once the page
// is in use, ADR 0017, 0021).
// Usage: node scripts/bundle-budget.mjs [distDir] [--json]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = { routeJsKb: 250, routeCssKb: 20, pilotKb: 90, allJsKb: 350 };

/** The desk's entry and the pilot's (ADR 0009) in the build manifest. */
const DESK_ENTRY = 'index.html';
const PILOT_ENTRY = 'request.html';
/** What the sign-in route must not load: the mirror, a date library, the desk's screens. */
const NOT_ON_SIGN_IN = [
  /^node_modules\/(dexie|dexie-react-hooks|luxon)\//,
  /^src\/features\/(movements|history|settings|registration|dashboard)\//,
];
/**
 * The entry's dynamic imports that load only once a screen is interactive (docs/decisions/0038): the
 * toast container with react-toastify, at a first toast or when the browser is idle
 * (src/ui/use-toasts-later.ts), and workbox-window, which registers the service worker when idle.
 */
const AFTER_INTERACTIVE = [/^src\/ui\/Toasts\.tsx$/, /^node_modules\/workbox-window\//];
/** What the pilot's page must not load before it is interactive. */
const NOT_IN_PILOT_ENTRY = /^node_modules\/luxon\//;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every route file under src/routes, as the manifest names them (a route may have no chunk of its own). */
function sourceRouteFiles(dir = join(ROOT, 'src', 'routes')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceRouteFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [relative(ROOT, path)] : [];
  });
}

/** `@/features/x/Screen` → the manifest key `src/features/x/Screen.tsx`, or null. */
const manifestKeyOf = (specifier, manifestKeys) =>
  manifestKeys.find((key) => key.replace(/\.tsx?$/, '') === `src/${specifier}`) ?? null;

/** What a route file imports dynamically (`import('@/…')`), as manifest keys. */
export function routeDynamicImports(source, manifestKeys) {
  return [...source.matchAll(/import\('@\/([^']+)'\)/g)]
    .map((match) => manifestKeyOf(match[1], manifestKeys))
    .filter((key) => key !== null);
}

/**
 * The screen a route file loads itself (docs/decisions/0049): the chunk of the `chunkOnScreen` whose
 * `preload` the route gives the router, as its manifest key; null for a route the router's plugin
 * splits. A route's other dynamic imports (History's row actions) load once its screen is drawn.
 */
export function routeScreenModule(source, manifestKeys) {
  const preloaded = /preload:\s*(\w+)\.preload/.exec(source)?.[1];
  if (!preloaded) return null;
  const declared = new RegExp(
    `const\\s+${preloaded}\\s*=\\s*chunkOnScreen\\(\\s*\\(\\)\\s*=>\\s*import\\('@/([^']+)'\\)`,
  ).exec(source)?.[1];
  return declared ? manifestKeyOf(declared, manifestKeys) : null;
}

/** The files of index.html's <script> tags that are not modules (Vite's manifest does not list them). */
function plainScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script src="\/([^"]+)"[^>]*><\/script>/g)].map((match) => match[1]);
}

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
// To the byte (a byte is 0.00098 KB): a budget is kept exactly, never by rounding a figure down to it.
const round = (kb) => Math.round(kb * 1000) / 1000;

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
  const modulesFile = join(dist, '.vite', 'chunk-modules.json');
  const chunkModules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
  const entryKey =
    DESK_ENTRY in manifest ? DESK_ENTRY : Object.keys(manifest).find((key) => manifest[key].isEntry);
  // Every file (JS and the CSS it brings) a manifest key loads through static imports.
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const sizeOf = (files, ext) =>
    round([...files].filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipKb(join(dist, f)), 0));
  const isRouteChunk = (key) => key.startsWith('src/routes/');
  const isCatalog = (key) => key.startsWith('compiled-catalog:');
  /** A compiled catalog's language: `compiled-catalog:/…/catalogs/pt.json:desk` → 'pt'. */
  const languageOf = (key) => /([a-z]{2})\.json:[a-zA-Z]+$/.exec(key)?.[1] ?? null;
  const routeFileOf = (key) => key.split('?')[0];
  const routeFiles = sourceRouteFiles();
  // The screens routes load themselves; a route that gives the router a preload whose chunk is not
  // found would be counted without its screen, so it is reported instead.
  const screens = new Map();
  const unresolvedScreens = [];
  const routeImports = new Set();
  for (const file of routeFiles) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const screen = routeScreenModule(source, Object.keys(manifest));
    if (screen) screens.set(file, screen);
    else if (/\.preload\b/.test(source)) unresolvedScreens.push(file);
    for (const key of routeDynamicImports(source, Object.keys(manifest))) routeImports.add(key);
  }
  // What the entry starts on its own at startup, counted for every route (not what waits until after
  // a screen is interactive).
  const startup = closure(entryKey);
  // Plain scripts index.html loads beside the entry (the first paint's, docs/decisions/0037).
  for (const file of plainScripts(dist)) startup.add(file);
  for (const key of manifest[entryKey].dynamicImports ?? [])
    if (
      !isRouteChunk(key) &&
      !isCatalog(key) &&
      !routeImports.has(key) &&
      !AFTER_INTERACTIVE.some((later) => later.test(key))
    )
      closure(key, startup);

  const pages = routeFiles.filter((file) => !/\/_[^/]+\.tsx?$/.test(file) && !file.endsWith('__root.tsx'));
  const routes = pages.map((file) => {
    const code = new Set(startup);
    const chain = routeChain(file, routeFiles);
    for (const key of Object.keys(manifest))
      if (isRouteChunk(key) && chain.includes(routeFileOf(key))) closure(key, code);
    for (const routeFile of chain) if (screens.has(routeFile)) closure(screens.get(routeFile), code);
    // The texts it fetches (docs/decisions/0032, 0036): the desk's catalog and a screen's own, in the
    // language the desk speaks. A desk loads one language, so the route counts its heaviest.
    const catalogs = new Map();
    for (const key of Object.keys(manifest))
      if (code.has(manifest[key].file))
        for (const imported of manifest[key].dynamicImports ?? []) {
          const language = isCatalog(imported) ? languageOf(imported) : null;
          if (language) catalogs.set(language, [...(catalogs.get(language) ?? []), imported]);
        }
    const inEach = [...catalogs].map(([language, keys]) => {
      const files = new Set(code);
      for (const key of keys) closure(key, files);
      return { language, files, gzipKb: sizeOf(files, '.js') };
    });
    const heaviest = inEach.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a), {
      language: null,
      files: code,
      gzipKb: sizeOf(code, '.js'),
    });
    const files = heaviest.files;
    const modules = [...files].flatMap((f) => chunkModules[f] ?? []);
    return {
      route: routePath(file),
      language: heaviest.language,
      byLanguage: Object.fromEntries(inEach.map(({ language, gzipKb }) => [language, gzipKb])),
      chunks: [...files].filter((f) => f.endsWith('.js')).length,
      gzipKb: heaviest.gzipKb,
      cssGzipKb: sizeOf(files, '.css'),
      modules,
    };
  });
  // The pilot's page is rendered by the server and hydrated by its entry (docs/decisions/0021): the
  // entry's static imports are what it loads before it is interactive. What it imports dynamically
  // (the request's rules, with the date library) loads once the pilot starts on the form: counted
  // apart, never in the first bundle.
  const pilotEntry = PILOT_ENTRY in manifest ? closure(PILOT_ENTRY) : null;
  const onUse = new Set();
  for (const key of (pilotEntry && manifest[PILOT_ENTRY].dynamicImports) || []) closure(key, onUse);
  const onUseFiles = new Set([...onUse].filter((f) => !pilotEntry?.has(f)));
  const pilot = pilotEntry
    ? {
        chunks: [...pilotEntry].filter((f) => f.endsWith('.js')).length,
        gzipKb: sizeOf(pilotEntry, '.js'),
        cssGzipKb: sizeOf(pilotEntry, '.css'),
        entryGzipKb: sizeOf(pilotEntry, '.js'),
        entryModules: [...pilotEntry].flatMap((f) => chunkModules[f] ?? []),
        onUseChunks: [...onUseFiles].filter((f) => f.endsWith('.js')).length,
        onUseGzipKb: sizeOf(onUseFiles, '.js'),
      }
    : null;
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    routes: routes.sort((a, b) => a.route.localeCompare(b.route)),
    pilot,
    allJsKb: round(assets.reduce((sum, f) => sum + gzipKb(join(dist, 'assets', f)), 0)),
    chunkModulesKnown: Object.keys(chunkModules).length > 0,
    unresolvedScreens,
  };
}

/** Every way the build breaks the budget, in words; empty when it keeps it. */
export function problems(result) {
  const found = [];
  for (const r of result.routes) {
    if (r.gzipKb > BUDGET.routeJsKb)
      found.push(`${r.route} loads ${r.gzipKb} KB of JS > ${BUDGET.routeJsKb} KB`);
    if (r.cssGzipKb > BUDGET.routeCssKb)
      found.push(`${r.route} loads ${r.cssGzipKb} KB of CSS > ${BUDGET.routeCssKb} KB`);
  }
  const signIn = result.routes.find((r) => r.route === '/');
  if (!signIn) found.push('no chunk found for the first route (/)');
  else if (!result.chunkModulesKnown) found.push('no .vite/chunk-modules.json: cannot tell what / loads');
  else {
    const strays = signIn.modules.filter((m) => NOT_ON_SIGN_IN.some((re) => re.test(m)));
    if (strays.length) found.push(`/ loads what sign-in does not need: ${strays.slice(0, 5).join(', ')}`);
  }
  if (!result.pilot) found.push('no chunk found for the pilot request page (request.html)');
  else {
    if (result.pilot.gzipKb > BUDGET.pilotKb)
      found.push(`the pilot request page loads ${result.pilot.gzipKb} KB > ${BUDGET.pilotKb} KB`);
    const early = result.pilot.entryModules.filter((m) => NOT_IN_PILOT_ENTRY.test(m));
    if (early.length)
      found.push(`the pilot request page loads the date library before it is interactive: ${early[0]}`);
    if (result.pilot.cssGzipKb > BUDGET.routeCssKb)
      found.push(
        `the pilot request page loads ${result.pilot.cssGzipKb} KB of CSS > ${BUDGET.routeCssKb} KB`,
      );
  }
  for (const file of result.unresolvedScreens ?? [])
    found.push(`${file}: the screen it preloads has no chunk in the build, so its route cannot be measured`);
  if (result.allJsKb > BUDGET.allJsKb) found.push(`all JS is ${result.allJsKb} KB > ${BUDGET.allJsKb} KB`);
  return found;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist';
  const result = measure(dist);
  if (process.argv.includes('--json')) {
    const pilot = result.pilot && { ...result.pilot, entryModules: undefined };
    console.log(JSON.stringify({ ...result, routes: result.routes.map(({ modules, ...r }) => r), pilot }));
  } else {
    console.log('Loaded per route before it is interactive (gzip):');
    console.table(
      result.routes.map((r) => ({
        route: r.route,
        chunks: r.chunks,
        'JS KB': r.gzipKb,
        ...Object.fromEntries(Object.entries(r.byLanguage).map(([language, kb]) => [`in ${language}`, kb])),
        'CSS KB': r.cssGzipKb,
      })),
    );
    console.log(
      `Pilot request page (/request/…): ${result.pilot ? `${result.pilot.gzipKb} KB JS in ${result.pilot.chunks} chunks before it is interactive, ${result.pilot.cssGzipKb} KB CSS; then ${result.pilot.onUseGzipKb} KB JS in ${result.pilot.onUseChunks} chunks once the pilot starts on the form` : 'no request.html entry'}`,
    );
    console.log(`All JS: ${result.allJsKb} KB gzip`);
  }
  const found = problems(result);
  if (found.length) {
    console.error(`Bundle budget exceeded: ${found.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `Within budget: each route <= ${BUDGET.routeJsKb} KB JS and <= ${BUDGET.routeCssKb} KB CSS, request page <= ${BUDGET.pilotKb} KB, all JS <= ${BUDGET.allJsKb} KB (gzip); / loads no Dexie, date library or screen code.`,
  );
}
