// npm start, the Dockerfile and the bench must start the server alike, or the bench measures a
// server nobody runs: the same Node flags and the same environment in all three.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './build-server';

const root = resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');

describe('how production starts the server bundle', () => {
  const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
  const dockerfile = read('Dockerfile');
  const assignments = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);

  it('npm start runs the bundle with the bench flags and environment', () => {
    const command = `${assignments.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.mjs`;
    expect(start.endsWith(command)).toBe(true);
  });

  it('the Dockerfile sets the same environment and runs the bundle with the same flags', () => {
    for (const assignment of assignments) expect(dockerfile).toContain(assignment);
    const words = ['node', ...SERVER_NODE_FLAGS, 'dist-server/main.mjs'].map((word) => JSON.stringify(word));
    expect(dockerfile).toContain(`CMD [${words.join(', ')}]`);
  });
});
