// Jest resolver of every front-end workspace: `…/uz.json?uz-Cyrl` (a generated uz-Cyrl locale,
// shared/build/uz-cyrl.cjs) resolves to that file written under node_modules/.cache; anything else
// as Jest resolves it.
const path = require('node:path');
const { cyrillicLocaleFile } = require('./uz-cyrl.cjs');

const CACHE = path.join(__dirname, '../../node_modules/.cache/uz-cyrl');

module.exports = (request, options) => {
  const match = /^(.*\.json)\?uz-Cyrl$/.exec(request);
  if (!match) return options.defaultResolver(request, options);
  return cyrillicLocaleFile(options.defaultResolver(match[1], options), CACHE);
};
