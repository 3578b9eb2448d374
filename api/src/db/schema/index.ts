export * from './directory';
export * from './accounts';
