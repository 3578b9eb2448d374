// Root Jest: every front-end workspace as a project. The api has its own runner (node:test).
module.exports = {
  projects: ['<rootDir>/shared/jest.config.cjs', '<rootDir>/shell/jest.config.cjs', '<rootDir>/mf-universities/jest.config.cjs'],
};
