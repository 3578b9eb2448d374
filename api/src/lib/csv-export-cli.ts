// The `npm run <name> -- export <slug> [--out <file.csv>]` commands (leads, applications): argument
// parsing, the database opened and migrated, the CSV written next to where npm was run, one line said.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDatabase, type Db } from '../db/client';

export interface CsvExport {
  usage: string;
  /** whether the slug must be given (a centre's leads may be exported all at once) */
  slugRequired: boolean;
  /** the file's name without the slug and date: `leads` → leads-<slug|all>-<date>.csv */
  prefix: string;
  /** what a slug names, for "no … with the slug" */
  noun: string;
  /** the CSV and its row count, or null when the slug names nothing */
  produce: (db: Db, slug: string | undefined) => Promise<{ csv: string; rows: number; label: string } | null>;
}

export async function runCsvExport({ usage, slugRequired, prefix, noun, produce }: CsvExport): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  const rest = outAt >= 0 ? args.filter((_, i) => i !== outAt && i !== outAt + 1) : args;
  const [command, slug, ...extra] = rest;
  if (command !== 'export' || (slugRequired && !slug) || extra.length || (outAt >= 0 && !out)) {
    console.error(usage);
    process.exit(1);
  }
  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const result = await produce(database.db, slug);
    if (result === null) {
      console.error(`no ${noun} with the slug "${slug}"`);
      process.exitCode = 1;
      return;
    }
    const file = path.resolve(
      process.env.INIT_CWD ?? process.cwd(),
      out ?? `${prefix}-${slug ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    fs.writeFileSync(file, result.csv);
    console.log(`${file}: ${result.rows} ${result.label}`);
  } finally {
    await database.close();
  }
}
