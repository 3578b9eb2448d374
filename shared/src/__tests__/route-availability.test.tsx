import { act, render, screen } from '@testing-library/react';
import { isRouteAvailable, publishRouteAvailability, useRouteAvailable } from '../routes';

function Probe({ path }: { path: string }) {
  return <p>{useRouteAvailable(path) ? 'link' : 'soon'}</p>;
}

afterEach(() => publishRouteAvailability([]));

describe('route availability', () => {
  it('counts every path as available until the shell publishes', () => {
    expect(isRouteAvailable('/kurslar/filter?search=x')).toBe(true);
  });

  it('answers by the most specific matching pattern, ignoring query and hash', () => {
    publishRouteAvailability([
      ['/kurslar/:slug', true],
      ['/kurslar/filter', false],
      ['/mavzuli-test/:subject/:test', true],
      ['/dtm', false],
    ]);
    expect(isRouteAvailable('/kurslar/filter?search=algebra')).toBe(false);
    expect(isRouteAvailable('/kurslar/algebra-1')).toBe(true);
    expect(isRouteAvailable('/mavzuli-test/matematika/1-test#q2')).toBe(true);
    expect(isRouteAvailable('/dtm')).toBe(false);
    expect(isRouteAvailable('/dtm/')).toBe(false);
    // not in the table: the shell's 404 renders, not a dead end
    expect(isRouteAvailable('/no-such-page')).toBe(true);
  });

  it('answers a path asked before anew after the shell publishes again', () => {
    publishRouteAvailability([['/dtm', false]]);
    expect(isRouteAvailable('/dtm')).toBe(false);
    publishRouteAvailability([['/dtm', true]]);
    expect(isRouteAvailable('/dtm')).toBe(true);
  });

  it('re-renders a component when the shell publishes again (a remote gets listed)', () => {
    publishRouteAvailability([['/kurslar/:slug', false]]);
    render(<Probe path="/kurslar/algebra" />);
    expect(screen.getByText('soon')).toBeInTheDocument();
    act(() => publishRouteAvailability([['/kurslar/:slug', true]]));
    expect(screen.getByText('link')).toBeInTheDocument();
  });
});
