// A webpack loader for production builds: minifies a CSS file before css-loader reads it, so the
// browser's chunks (CSS travels inside them, through style-loader) and the server's CSS (inlined
// into every rendered page) carry no comments or indentation (ADR 062). esbuild's plain CSS loader:
// `composes` and `:global(...)` pass through as written, for css-loader to resolve.
const { transform } = require('esbuild');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function minifyCss(source) {
  const done = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath, logLevel: 'silent' }).then(
    (result) => {
      for (const warning of result.warnings) this.emitWarning(new Error(warning.text));
      done(null, result.code);
    },
    (error) => done(error),
  );
};
