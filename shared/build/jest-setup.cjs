require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');
const { matchMediaStub } = require('./match-media-stub.cjs');

// findBy*/waitFor wait up to 5 s (the default 1 s fails on a loaded machine while a lazy chunk or a
// mocked call resolves; a test that never reaches its state still fails)
configure({ asyncUtilTimeout: 5000 });
// A console.error during a test fails it (CONVENTIONS.md).
const originalError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args) => {
    originalError(...args);
    throw new Error(`console.error during test: ${args.map(String).join(' ').slice(0, 500)}`);
  });
});
afterEach(() => {
  console.error.mockRestore?.();
});

if (!window.matchMedia) window.matchMedia = matchMediaStub(false);
