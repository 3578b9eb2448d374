// Root Jest: every front-end workspace as a project, plus repository checks (README).
// The api has its own runner (node:test) against a real database.
module.exports = {
  projects: [
    '<rootDir>/shared/jest.config.cjs',
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/mf-universities/jest.config.cjs',
    '<rootDir>/mf-auth/jest.config.cjs',
    '<rootDir>/mf-tests/jest.config.cjs',
    '<rootDir>/mf-courses/jest.config.cjs',
    '<rootDir>/mf-autotest/jest.config.cjs',
    '<rootDir>/mf-pro/jest.config.cjs',
    { displayName: 'repository', testEnvironment: 'node', rootDir: '<rootDir>', testMatch: ['<rootDir>/scripts/__tests__/*.test.js'] },
  ],
};
