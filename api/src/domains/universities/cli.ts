// `npm run applications -- export <university-slug> [--out <file.csv>]`: a private university's
// applications and its interaction counts (site, phone, card) as CSV, for the university's staff.
// Writes applications-<slug>-<date>.csv in the current folder unless --out.
import { runCsvExport } from '../../lib/csv-export-cli';
import { applicationsCsv } from './service-programs';

await runCsvExport({
  usage: 'usage: npm run applications -- export <university-slug> [--out <file.csv>]',
  slugRequired: true,
  prefix: 'applications',
  noun: 'university',
  produce: async (db, slug) => {
    const result = await applicationsCsv(db, slug!);
    return result && { csv: result.csv, rows: result.applications, label: 'applications' };
  },
});
