// A TCP relay in front of the server for the sync bench: it owns a listening socket and the sockets
// it pipes, and counts every byte both ways.
import { connect, createServer, type Socket } from 'node:net';
import type { DeskServer } from '../tests/e2e/support/desk-server';

/** What an idle desk costs on the wire, heartbeats and headers included (Chromium's own events miss a stream's chunks). */
export interface CountingRelay {
  url: string;
  bytes: number;
  close(): Promise<void>;
}

export async function countingRelay(target: DeskServer): Promise<CountingRelay> {
  const sockets = new Set<Socket>();
  const relay: CountingRelay = { url: '', bytes: 0, close: async () => undefined };
  const server = createServer((client) => {
    const upstream = connect(target.port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('data', (chunk: Buffer) => {
        relay.bytes += chunk.length;
      });
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  relay.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  relay.close = () =>
    new Promise<void>((closed) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => closed());
    });
  return relay;
}
