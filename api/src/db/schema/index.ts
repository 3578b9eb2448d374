export * from './directory';
export * from './accounts';
export * from './tests';
