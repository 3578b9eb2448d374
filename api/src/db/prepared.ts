// Statements planned once (issue 19): EXPLAIN ANALYZE of the answer statement showed planning cost
// more than running it (PostgreSQL, warm: 0.5–0.7 ms planning, 0.3–0.4 ms execution; on PGlite the
// unplanned statement cost 2–3× a prepared EXECUTE). node-postgres keeps a named statement per pooled
// connection; PGlite (one connection, no parameters on EXECUTE) gets one PREPARE, then EXECUTE with
// literals — which is why the values are limited to integers and plain strings, quoted here.
import type { Db } from './client';

export interface Prepared {
  /** Unique statement name (≤ 63 characters). */
  name: string;
  /** Parameter types, in `$n` order, for PGlite's PREPARE. */
  types: readonly string[];
  /** The statement with `$1…$n` placeholders. */
  text: string;
}

type Value = number | string | null;

interface PgPool {
  query(config: { name: string; text: string; values: Value[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}
interface PGliteClient {
  query(text: string): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}

const prepared = new WeakMap<object, Map<string, Promise<unknown>>>();

/** A literal for EXECUTE: safe integers and strings only (standard_conforming_strings is on). */
function literal(value: Value): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`prepared statement: ${value} is not an integer`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** Runs a prepared statement on the app's database and returns its rows. */
export async function preparedRows<T>(db: Db, statement: Prepared, values: Value[]): Promise<T[]> {
  const client = (db as unknown as { $client: PgPool | PGliteClient }).$client;
  if ('totalCount' in client) {
    return (await client.query({ name: statement.name, text: statement.text, values })).rows as T[];
  }
  let names = prepared.get(client);
  if (!names) prepared.set(client, (names = new Map()));
  let ready = names.get(statement.name);
  if (!ready) {
    ready = client.exec(`PREPARE ${statement.name}(${statement.types.join(', ')}) AS ${statement.text}`);
    names.set(statement.name, ready);
    // a failed PREPARE is tried again next time
    ready.catch(() => names.delete(statement.name));
  }
  await ready;
  return (await client.query(`EXECUTE ${statement.name}(${values.map(literal).join(', ')})`)).rows as T[];
}
