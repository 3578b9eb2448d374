import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.cjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(__dirname, '..');

/**
 * e2e against the composed site as `npm start` serves it (built shell + remotes + api on one
 * port), in Debian's Chromium: Playwright's own browser download cannot work here.
 */
// one id for this run, inherited by the workers: the staff sessions they share (fixtures.ts signInStaff)
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // two spec files at a time (E2E_WORKERS=1: one): most of a browser test is waiting for the page,
  // the server or a timer, so a second browser keeps the two cores busy
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'uz-UZ',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'site', testIgnore: /(composition|studio-ops)\.spec\.ts$/ },
    // composition.spec and studio-ops.spec switch the served remotes.json of the shared dist/ (npm run
    // remotes set, the studio's rollback): after every other spec, alone, so no page of another spec
    // loads a version they are removing
    { name: 'manifest', testMatch: /(composition|studio-ops)\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: {
    command: `node ${path.join(root, 'scripts/start.cjs')}`,
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      // a build made by this start compresses before serving: the budget test reads compressed sizes
      BUILD_COMPRESS: 'now',
      DATA_DIR: path.join(os.tmpdir(), `platform-e2e-${process.pid}`, 'db'),
      LOG_LEVEL: 'warn',
      // every browser test signs in from 127.0.0.1: the per-IP code limits are raised for the run
      OTP_IP_PER_HOUR: '1000',
      OTP_IP_PER_DAY: '5000',
      GUEST_WRITE_PER_MINUTE: '5000',
      // …and so is the per-address read limit
      READ_PER_MINUTE: '100000',
      REDIS_URL: '',
      SMS_PROVIDER: 'dev',
      PUBLIC_URL: `http://localhost:${port}`,
    },
  },
});
