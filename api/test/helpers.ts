import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { seed } from '../src/seed';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

/**
 * A real database for one test file: PGlite in a temp dir, or — when TEST_DATABASE_URL is set —
 * a fresh database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestApp({ withSeed = true } = {}): Promise<TestContext> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let cleanup: () => Promise<void>;
  if (serverUrl) {
    const { Client } = await import('pg');
    const name = `platform_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await createDatabase({ url: url.toString() });
    cleanup = async () => {
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-api-test-'));
    database = await createDatabase({ dataDir: path.join(dir, 'db') });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await database.migrate();
  if (withSeed) await seed(database.db);
  const app = await buildApp({ database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}
