export * from './directory';
export * from './accounts';
export * from './tests';
export * from './courses';
