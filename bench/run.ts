// npm run bench: prints the performance figures the project tracks. Each part is bounded in time
// and talks only to 127.0.0.1.
import { benchServer } from './server-bench';

async function main(): Promise<void> {
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
