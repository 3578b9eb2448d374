import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '@platform/shared/ui';

const TABS = ['Ona tili', 'Matematika', 'Oʻzbekiston tarixi', 'Matematika · 1-blok', 'Fizika · 2-blok'].map((label, i) => ({
  id: String(i),
  label,
}));

function Harness() {
  const [value, setValue] = useState('0');
  return <Tabs tabs={TABS} value={value} onChange={setValue} label="Boʻlimlar" />;
}

/** jsdom has no layout: give the scroller the sizes a 390 px screen would. */
function layout(
  scroller: HTMLElement,
  { scrollWidth, clientWidth, scrollLeft }: { scrollWidth: number; clientWidth: number; scrollLeft: number },
) {
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: clientWidth });
  scroller.scrollLeft = scrollLeft;
  fireEvent.scroll(scroller);
}

describe('Tabs', () => {
  it('selects a tab on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Fizika · 2-blok' }));
    expect(screen.getByRole('tab', { name: 'Fizika · 2-blok' })).toHaveAttribute('aria-selected', 'true');
  });

  it('tabs wider than the screen scroll, and the cut edge says there is more', () => {
    render(<Harness />);
    const scroller = screen.getByRole('tablist', { name: 'Boʻlimlar' }).parentElement as HTMLElement;
    const frame = scroller.parentElement as HTMLElement;
    act(() => layout(scroller, { scrollWidth: 700, clientWidth: 358, scrollLeft: 0 }));
    expect(frame).toHaveAttribute('data-more-end', 'true');
    expect(frame).not.toHaveAttribute('data-more-start');
    act(() => layout(scroller, { scrollWidth: 700, clientWidth: 358, scrollLeft: 150 }));
    expect(frame).toHaveAttribute('data-more-start', 'true');
    expect(frame).toHaveAttribute('data-more-end', 'true');
    act(() => layout(scroller, { scrollWidth: 700, clientWidth: 358, scrollLeft: 342 }));
    expect(frame).toHaveAttribute('data-more-start', 'true');
    expect(frame).not.toHaveAttribute('data-more-end');
    // everything fits: no hint
    act(() => layout(scroller, { scrollWidth: 358, clientWidth: 358, scrollLeft: 0 }));
    expect(frame).not.toHaveAttribute('data-more-start');
    expect(frame).not.toHaveAttribute('data-more-end');
  });

  it('brings the chosen tab into view by scrolling the row, not the page', () => {
    render(<Harness />);
    const scroller = screen.getByRole('tablist', { name: 'Boʻlimlar' }).parentElement as HTMLElement;
    const rect = (left: number, width: number) =>
      ({ left, right: left + width, width, top: 0, bottom: 44, height: 44, x: left, y: 0 }) as DOMRect;
    scroller.getBoundingClientRect = () => rect(16, 358);
    const last = screen.getByRole('tab', { name: 'Fizika · 2-blok' });
    last.getBoundingClientRect = () => rect(520, 130);
    scroller.scrollLeft = 0;
    fireEvent.click(last);
    // its right edge (650) past the row's (374), plus the fade's 40 px
    expect(scroller.scrollLeft).toBe(650 - 374 + 40);
  });
});
