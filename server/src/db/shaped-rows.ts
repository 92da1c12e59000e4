// Rows as objects of one shape per column list: better-sqlite3 builds each row property by
// property into a slow dictionary object; raw arrays put into a shape made once are built in half
// the time and read faster after (a populated list's 50 rows × 29 columns).
import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/** Kept by column list: the `in (…)` lists of one query make many statements of one shape. */
const builders = new Map<string, RowBuilder | null>();
const KEPT = 500;

/**
 * A column named twice holds its last value in its first place, as better-sqlite3 gives it; a
 * column called `__proto__` would set the row's prototype in a literal, so it keeps the slow path.
 */
function makeBuilder(columns: string[]): RowBuilder | null {
  if (columns.includes('__proto__')) return null;
  const last = new Map(columns.map((name, index) => [name, index]));
  const fields = [...last].map(([name, index]) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as RowBuilder;
}

function builderFor(columns: string[]): RowBuilder | null {
  const key = JSON.stringify(columns);
  let builder = builders.get(key);
  if (builder === undefined) {
    if (builders.size >= KEPT) builders.clear();
    builder = makeBuilder(columns);
    builders.set(key, builder);
  }
  return builder;
}

export interface ShapedStatement extends SqliteStatement {
  /** Still being iterated: it cannot run again until that ends. */
  readonly busy: boolean;
}

/** The statement Kysely runs, answering rows built by one shape; writes pass through untouched. */
export function shaped(statement: SQLite.Statement): ShapedStatement {
  if (!statement.reader) return statement;
  const build = builderFor(statement.columns().map((column) => column.name));
  if (!build) return statement;
  statement.raw(true);
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield build(values);
    },
  };
}
