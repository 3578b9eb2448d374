import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { repoRoot } from '../config';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations in api/drizzle. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(repoRoot, 'api/drizzle');

export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  statementTimeoutMs?: number;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory for `memory://`). */
export async function createDatabase({ url, dataDir, statementTimeoutMs = 5000 }: DatabaseOptions): Promise<Database> {
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({
      connectionString: url,
      max: 10,
      statement_timeout: statementTimeoutMs,
      connectionTimeoutMillis: 5000,
    });
    // a dropped connection must not crash the process; the next query reconnects
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrate(drizzle(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
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
    close: () => client.close(),
  };
}
