// `npm run leads -- export [<centre-slug>] [--out <file.csv>]`: the leads (all, or one centre's) as CSV,
// for the learning centres' staff. Writes leads-<slug|all>-<date>.csv in the current folder unless --out.
import { runCsvExport } from '../../lib/csv-export-cli';
import { leadsCsv } from './service';

await runCsvExport({
  usage: 'usage: npm run leads -- export [<centre-slug>] [--out <file.csv>]',
  slugRequired: false,
  prefix: 'leads',
  noun: 'learning centre',
  produce: async (db, slug) => {
    const csv = await leadsCsv(db, slug);
    return csv === null ? null : { csv, rows: csv.trimEnd().split('\n').length - 1, label: 'leads' };
  },
});
