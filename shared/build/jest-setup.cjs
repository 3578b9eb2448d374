require('@testing-library/jest-dom');
const { matchMediaStub } = require('./match-media-stub.cjs');

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
