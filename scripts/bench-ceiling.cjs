// The two ceilings of `npm run bench` (scripts/bench.cjs): a trivial route (GET /api/health, one
// `select 1`) and a raw one-statement insert through the app's pool (POST /api/__bench/insert, which
// only the bench's server, api/tools/bench-server.ts, registers). The answer call is printed as a
// share of each, so a figure compares across machines of different speed.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const autocannon = require(require.resolve('autocannon', { paths: [root] }));

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'bench' };

function run(label, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 20, ...options, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve({ label, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx }),
    );
  });
}

/** Both ceilings, `seconds` each at 20 connections. */
async function ceilings(base, seconds) {
  return [
    await run('ceiling GET /api/health (select 1)', { url: `${base}/api/health`, duration: seconds }),
    await run('ceiling POST /api/__bench/insert (one INSERT)', {
      url: `${base}/api/__bench/insert`,
      method: 'POST',
      body: '{}',
      duration: seconds,
    }),
  ];
}

/** `answer` as a share of each ceiling: [label, "0.42 × health, 0.61 × insert"]. */
function ratioRow(answer, [health, insert], suffix) {
  if (!answer || answer.skipped || !health?.rps || !insert?.rps) return null;
  const share = (c) => (answer.rps / c.rps).toFixed(2);
  return [`POST /api/check-test vs ceilings (${suffix})`, `${share(health)} × health, ${share(insert)} × one insert`];
}

module.exports = { ceilings, ratioRow };
