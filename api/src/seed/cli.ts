import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { seed } from './index';

// `npm run seed -w @platform/api [-- --force]`: migrate and load the demo content.
const config = loadConfig();
const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const result = await seed(database.db, { force: process.argv.includes('--force') });
console.log(result.skipped ? 'seed: up to date' : 'seed: demo content loaded');
await database.close();
