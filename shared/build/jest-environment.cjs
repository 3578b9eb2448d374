// jsdom plus the web platform pieces Node has and jsdom lacks (fetch, Request, Response, streams),
// which react-router's data router and the api client use.
const { TestEnvironment } = require('jest-environment-jsdom');

class PlatformEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'BroadcastChannel',
    ]) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = PlatformEnvironment;
