// npm run db:copy -- --from ./data/ppr-desk.sqlite --to postgres://…: copies a club's database
// into an empty one (SQLite into PostgreSQL, or either way), migrating both first, then prints each
// table's row count and checksum on both sides. Exit 1 when anything differs or fails.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { copyDatabase } from '../db/copy-database';
import { type DatabaseLocation, type Db, migrateToLatest, openConfigured } from '../db/database';
import { describeError } from '../db/errors';
import { displayUrl } from '../db/postgres';
import { JWT_SECRET_KEY, readSecretFile } from '../db/secret';
import { keepFirstValue } from '../repositories/server-meta';

const USAGE =
  'Usage: npm run db:copy -- --from ./data/ppr-desk.sqlite --to postgres://user:pass@host:5432/db';

const locate = (value: string): DatabaseLocation =>
  /^postgres(ql)?:\/\//.test(value) ? { file: '', url: value } : { file: value };
const shown = (location: DatabaseLocation) => (location.url ? displayUrl(location.url) : location.file);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from || !values.to) throw new Error(USAGE);
  const from = locate(values.from);
  const to = locate(values.to);
  if (!from.url && !existsSync(from.file)) throw new Error(`No database file at ${from.file}`);
  const opened: Db[] = [];
  try {
    const source = openConfigured(from);
    opened.push(source);
    const target = openConfigured(to);
    opened.push(target);
    await migrateToLatest(source);
    await migrateToLatest(target);
    console.log(`Copying ${shown(from)} into ${shown(to)}`);
    const checks = await copyDatabase(source, target);
    console.table(
      checks.map((check) => ({
        table: check.table,
        'rows from': check.from.rows,
        'rows to': check.to.rows,
        'checksum from': check.from.checksum.slice(0, 16),
        'checksum to': check.to.checksum.slice(0, 16),
        same: check.same ? '✓' : '✗',
      })),
    );
    const differing = checks.filter((check) => !check.same);
    if (differing.length > 0) {
      throw new Error(`The copy differs in ${differing.map((check) => check.table).join(', ')}`);
    }
    const rows = checks.reduce((sum, check) => sum + check.to.rows, 0);
    console.log(`Copied ${rows} rows in ${checks.length} tables: every count and checksum matches.`);
    // The SQLite server's token key, so desks signed in before the move stay signed in.
    const secret = !from.url && to.url ? readSecretFile(from.file) : null;
    if (secret && (await keepFirstValue(target, JWT_SECRET_KEY, secret)) === secret) {
      console.log('The jwt-secret beside the SQLite file now signs tokens on PostgreSQL too.');
    }
  } finally {
    for (const db of opened) await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
