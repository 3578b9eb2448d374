import { act, renderHook } from '@testing-library/react';
import { sessionStore, useViewer } from '@platform/shared/session';

afterEach(() => sessionStore.setState({ status: 'unknown', user: null, locale: 'uz' }));

describe('useViewer', () => {
  it('is the locale and no user for a guest, and follows a sign-in and a change of language', () => {
    sessionStore.setState({ status: 'guest', user: null, locale: 'uz' });
    const { result } = renderHook(() => useViewer());
    expect(result.current).toEqual({ locale: 'uz', userId: null, signedIn: false });
    act(() => sessionStore.setState({ status: 'user', user: { id: 42 } as never, locale: 'ru' }));
    expect(result.current).toEqual({ locale: 'ru', userId: 42, signedIn: true });
  });
});
