// `npm run roles -- grant <phone> <role> [scope] | revoke <phone> <role> | list` (roles-command.ts):
// migrates the database, runs the command, prints its lines.
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { rolesCommand } from './roles-command';

const config = loadConfig();
const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const result = await rolesCommand(database.db, process.argv.slice(2));
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  process.exitCode = result.code;
} finally {
  await database.close();
}
