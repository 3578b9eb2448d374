// React's production build for the pages the server renders, as in the browser's bundles, whatever
// NODE_ENV the api runs with (`npm start` runs in development for its SMS outbox and payment
// sandbox, and React's development build renders several times slower). React picks its build when
// first required, from NODE_ENV: it is required here, with NODE_ENV=production for that moment —
// imported before anything that requires React (routes.ts's react-router, the server builds), so
// react and react-dom are always the same build.
import { createRequire } from 'node:module';

const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  const load = createRequire(import.meta.url);
  for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-dom/static']) load(id);
} finally {
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
