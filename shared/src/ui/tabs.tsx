import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './ui.module.css';

// the server renders pages too: measure only in the browser
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
/** room left beside a tab scrolled into view: the width of the fade that marks a cut edge */
const EDGE = 40;

/**
 * A row of tabs. When they are wider than the screen the row scrolls sideways and the edge where tabs
 * are cut fades with an arrow (`data-more-start` / `data-more-end` on the frame), so a phone shows
 * that there is more; the chosen tab is scrolled into view.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  useBrowserLayoutEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, tabs.length]);

  // the chosen tab into view: sideways inside the row only (scrollIntoView could move the page too)
  useEffect(() => {
    const el = scroller.current;
    const selected = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !selected) return;
    const box = el.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    if (tab.left < box.left) el.scrollLeft += tab.left - box.left - EDGE;
    else if (tab.right > box.right) el.scrollLeft += tab.right - box.right + EDGE;
  }, [value]);

  return (
    <div className={styles.tabsFrame} data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      <div ref={scroller} className={styles.tabsScroller} onScroll={measure}>
        <div role="tablist" aria-label={label} className={styles.tabs}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={tab.id === value}
              className={styles.tab}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
