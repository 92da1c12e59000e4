// npm run bench: prints the performance figures the project tracks. Each part is bounded in time
// and talks only to 127.0.0.1.
import { benchBundle } from './bundle-bench';
import { benchServer } from './server-bench';

async function main(): Promise<void> {
  const bundle = benchBundle();
  if (bundle) {
    console.log('Bundle (last build in dist/): JS loaded per route, gzip');
    console.table(bundle.routes.map((r) => ({ route: r.route, chunks: r.chunks, 'KB gzip': r.gzipKb })));
    console.log(`All JS: ${bundle.allJsKb} KB gzip\n`);
  } else {
    console.log('Bundle: no build in dist/ (run npm run build first)\n');
  }

  console.log(`Server on loopback, 10 connections, ${process.env.BENCH_SECONDS ?? 5} s per call\n`);
  const figures = await benchServer();
  console.table(
    figures.map((f) => ({
      call: f.call,
      'requests/s': f.requestsPerSecond,
      'p50 ms': f.p50ms,
      'p99 ms': f.p99ms,
      'non-2xx': f.non2xx,
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
