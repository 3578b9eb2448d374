// The catalogue's public surface for other features (the quiz asks for the same test info).
// Kept to api calls only, so importing it does not pull catalogue components into another chunk.
export { getTestInfo, testInfoQueryOptions, useTestInfo } from './api/get-test-info';
