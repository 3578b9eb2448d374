// One of the two processes of manifest-lock.test.js: switches its remote back and forth `count`
// times through the real `set` (compare-and-swap under the lock) on PLATFORM_DIST_DIR.
const { setRemote } = require('../../lib.cjs');

const [remote, count] = process.argv.slice(2);
for (let i = 0; i < Number(count); i++) setRemote(remote, i % 2 === 0 ? '1.0.0' : '1.0.1');
