import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema';
import { repoRoot } from '../config';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations in api/drizzle. */
  migrate: () => Promise<void>;
  /**
   * Runs `fn` while no other api process on this database runs its own (PostgreSQL: a session advisory
   * lock, let go when `fn` ends or the process dies): instances started at once migrate and seed one
   * after the other (ADR 049). PGlite has one process: `fn` runs at once.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** The PostgreSQL pool's connections now (PGlite has no pool: one in-process connection, undefined). */
  poolStats?: () => PoolStats;
}

const migrationsFolder = path.join(repoRoot, 'api/drizzle');
/** The advisory lock key of `exclusive` ("strt"; content imports take "cont"). */
const START_LOCK = 0x73747274;

export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  statementTimeoutMs?: number;
  /** Connections in the PostgreSQL pool (DB_POOL_MAX). */
  poolMax?: number;
}

/**
 * A checked-out client whose connection dies goes back to the pool (to be discarded) at once, and a
 * second release is a no-op. drizzle's transaction() does not release the client when its `begin`
 * fails, so every connection terminated right after checkout used to hold a pool slot for good:
 * after ten, every request waited for a free client and failed.
 */
function guardCheckouts(pool: Pool) {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const guarded = async () => {
    const client = await connect();
    const release = client.release;
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onLost);
      client.removeListener('end', onLost);
      release(error);
    };
    const onLost = (error?: Error) => releaseOnce(error ?? new Error('Connection terminated'));
    client.on('error', onLost);
    client.on('end', onLost);
    client.release = releaseOnce;
    return client;
  };
  // the callback form (pool.query uses it) stays as it is
  pool.connect = ((callback?: unknown) => (callback ? (connect as (cb: unknown) => void)(callback) : guarded())) as Pool['connect'];
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory for `memory://`). */
export async function createDatabase({ url, dataDir, statementTimeoutMs = 5000, poolMax = 10 }: DatabaseOptions): Promise<Database> {
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({
      connectionString: url,
      max: poolMax,
      statement_timeout: statementTimeoutMs,
      connectionTimeoutMillis: 5000,
    });
    // A dropped connection must not crash the process. The pool listens for errors of idle clients
    // only: a client checked out (inside a transaction, between two queries) that the server
    // terminates (57P01) emits 'error' with no listener, which would end the process. Every client
    // gets its own listener; the query in flight fails (answered 503) and the pool discards the client.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    guardCheckouts(pool);
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrate(drizzle(pool, { schema }), { migrationsFolder }),
      exclusive: async (fn) => {
        const client = await pool.connect();
        try {
          // no statement timeout while waiting: the holder may be seeding a new database for a while
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [START_LOCK]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [START_LOCK]);
          }
        } finally {
          // a connection whose settings were changed is not handed out again
          client.release(true);
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir && !dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  await client.exec(`SET statement_timeout = ${Math.floor(statementTimeoutMs)}`);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/** `db.transaction` with the transaction as a `Db`, what the services take (the one place for the cast drizzle's types need). */
export const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((transaction) => fn(transaction as unknown as Db));
