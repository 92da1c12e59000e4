// npm run test:pg: the whole server suite (every vitest file under server/src) against a real
// PostgreSQL. With DATABASE_URL set it uses that server (each test creates and drops its own
// database there); without, it starts a throwaway cluster from Debian's postgresql package on a
// free 127.0.0.1 port and stops and removes it afterwards. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startPgCluster } from '../../server/src/testing/pg-cluster';

const ROOT = resolve(import.meta.dirname, '../..');
const given = process.env.DATABASE_URL;
const cluster = given ? null : await startPgCluster();
const url = given ?? cluster?.url ?? '';
const stop = () => cluster?.stop();
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const started = Date.now();
let status: number | null = 1;
try {
  const server = await import('pg').then(async ({ default: pg }) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    await client.end();
    return rows[0]?.server_version ?? '?';
  });
  console.log(
    `PostgreSQL ${server} at ${url.replace(/:[^:@/]*@/, ':***@')}${cluster ? ' (throwaway cluster)' : ''}`,
  );
  const args = process.argv.slice(2);
  ({ status } = spawnSync('npx', ['vitest', 'run', ...(args.length ? args : ['server/src'])], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  }));
} finally {
  stop();
}
console.log(`test:pg took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(status ?? 1);
