declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** A uz locale file in Cyrillic, generated at build time (shared/build/uz-cyrl.cjs, docs/decisions/043). */
declare module '*.json?uz-Cyrl' {
  const strings: Record<string, unknown>;
  export default strings;
}
