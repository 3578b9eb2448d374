import { clearRedirect, isLocalPath, redirectTarget, rememberRedirect, REDIRECT_STORAGE_KEY, storedRedirect } from '../lib/redirect';

beforeEach(() => sessionStorage.clear());

describe('redirect after sign-in', () => {
  it('goes to the asked URL, else the remembered one, else the ticket results, else home', () => {
    expect(redirectTarget({ redirectUrl: '/dtm/test', ticketId: '5' })).toBe('/dtm/test');
    rememberRedirect('/online-olimpiadalar/olimpiada-3');
    expect(redirectTarget({ ticketId: '5' })).toBe('/online-olimpiadalar/olimpiada-3');
    clearRedirect();
    expect(redirectTarget({ ticketId: '5' })).toBe('/natijalar/5');
    expect(redirectTarget()).toBe('/');
  });

  it('remembers the URL in sessionStorage under auth.redirectUrl', () => {
    rememberRedirect('/pro');
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/pro');
    expect(REDIRECT_STORAGE_KEY).toBe('auth.redirectUrl');
    clearRedirect();
    expect(storedRedirect()).toBeNull();
  });

  it('never leaves the site nor returns to /login', () => {
    for (const url of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(isLocalPath(url)).toBe(false);
      expect(redirectTarget({ redirectUrl: url })).toBe('/');
    }
    rememberRedirect('https://evil.example');
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
    expect(redirectTarget({ redirectUrl: '/login?x=1' })).toBe('/');
  });
});
