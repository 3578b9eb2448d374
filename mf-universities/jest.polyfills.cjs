// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads. Runs before
// the test framework (setupFiles); remove once shared/build/jest.cjs provides it for every app.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
