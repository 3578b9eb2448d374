export * from './directory';
