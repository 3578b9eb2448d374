// The api as `npm run bench` runs it (scripts/bench.cjs): the product's server (src/server.ts, the
// same configuration from the environment) plus the bench's write ceiling, POST /api/__bench/insert
// (bench-routes.ts), on the bench's scratch database. The product never registers that route.
import { main, run } from '../src/server';
import { benchRoutes } from './bench-routes';

run(() => main({ apiRoutes: [benchRoutes] }));
