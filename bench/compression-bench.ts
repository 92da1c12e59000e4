// On-the-fly compression of the landings list (docs/decisions/0013): requests/s and bytes per answer
// with Brotli, gzip and none, beside a server started with COMPRESS_API=off, so a client that takes
// no compression is shown to lose nothing. Both servers run the seeded club on their own SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BenchServer,
  historyQuery,
  type LoadFigure,
  load,
  signIn,
  startBenchServer,
} from './bench-server';

export interface CompressionFigure extends LoadFigure {
  setup: string;
  bytes: number;
}

/** The answer's size on the wire: node:http, unlike fetch, leaves a compressed body as it came. */
function answerBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

export async function benchCompression(): Promise<CompressionFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ppr-desk-compress-'));
  const servers: BenchServer[] = [];
  try {
    const start = async (name: string, compress: 'on' | 'off') => {
      const server = await startBenchServer(
        { DATABASE_FILE: join(dir, `${name}.sqlite`), COMPRESS_API: compress },
        join(dir, 'no-build'),
      );
      servers.push(server);
      return server;
    };
    const off = await start('off', 'off');
    const on = await start('on', 'on');
    const runs: [string, BenchServer, Record<string, string>][] = [
      ['COMPRESS_API=off, identity', off, {}],
      ['compression on, client takes none', on, {}],
      ['compression on, gzip', on, { 'accept-encoding': 'gzip' }],
      ['compression on, Brotli', on, { 'accept-encoding': 'br, gzip' }],
    ];
    const figures: CompressionFigure[] = [];
    for (const [setup, server, encoding] of runs) {
      const { jwt, clubId } = await signIn(server.url);
      const url = `${server.url}/api/landings?${historyQuery(clubId)}`;
      const headers = { authorization: `Bearer ${jwt}`, ...encoding };
      const bytes = await answerBytes(url, headers);
      figures.push({ setup, bytes, ...(await load({ url, headers })) });
    }
    return figures;
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
