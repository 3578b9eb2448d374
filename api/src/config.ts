import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL connection string; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded database. */
  DATA_DIR: z.string().default(path.join(repoRoot, '.data/pglite')),
  REDIS_URL: z.string().optional(),
  /** Folder with the built shell and remotes to serve on the same origin (npm start). */
  STATIC_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body, bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Statement timeout on the database, ms. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  SEED: z.enum(['0', '1']).default('1'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable means "not set"
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return parsed.data;
}
