// Root Jest: every front-end workspace as a project, plus repository checks (README).
// The api has its own runner (node:test) against a real database.
module.exports = {
  // timings are the bench's business: on a loaded 2-core machine a multi-step form test can need
  // more than Jest's default 5 s without anything being wrong (a test that never finishes still fails)
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared/jest.config.cjs',
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/mf-universities/jest.config.cjs',
    '<rootDir>/mf-auth/jest.config.cjs',
    '<rootDir>/mf-tests/jest.config.cjs',
    '<rootDir>/mf-courses/jest.config.cjs',
    '<rootDir>/mf-autotest/jest.config.cjs',
    '<rootDir>/mf-news/jest.config.cjs',
    '<rootDir>/mf-olympiad/jest.config.cjs',
    '<rootDir>/mf-pro/jest.config.cjs',
    '<rootDir>/mf-studio/jest.config.cjs',
    { displayName: 'repository', testEnvironment: 'node', rootDir: '<rootDir>', testMatch: ['<rootDir>/scripts/__tests__/*.test.js'] },
  ],
};
