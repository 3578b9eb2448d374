// zod contracts of every api request and response. Imported by the api and by the apps,
// so it must never import react or anything browser-only.
export * from './common';
export * from './universities';
export * from './remotes';
export * from './user';
