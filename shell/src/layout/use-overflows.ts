import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element (`scrollWidth > clientWidth`), kept up to
 * date as the element, its content or the language changes size. The element must keep its layout
 * box (`visibility: hidden`, not `display: none`) while it overflows, so it can tell when it fits.
 * `initially`: the answer before the first measurement.
 */
export function useOverflows<T extends HTMLElement>(initially = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // until measured: what the caller expects (a page the server rendered cannot measure, ADR 028)
  const [overflows, setOverflows] = useState(initially);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    // the links change width with the language and with availability; reading the widths right after
    // each change would force a layout of the page per React commit while the page starts, so the
    // changes of one frame are measured once, before that frame's own layout (issue 19, ADR 026)
    let frame = 0;
    const content = new MutationObserver(() => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    });
    content.observe(node, { childList: true, subtree: true, characterData: true });
    // the page's `lang` sets the links' size too (uz-Cyrl's are set tighter: header.module.css)
    content.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    return () => {
      observer.disconnect();
      content.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return [ref, overflows];
}
