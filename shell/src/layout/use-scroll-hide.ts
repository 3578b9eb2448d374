import { useEffect, useState } from 'react';

/** SPEC §9: the header hides once the page is scrolled more than 60 px down, shows again on scroll up. */
export const HEADER_HIDE_OFFSET = 60;

export function useScrollHide(offset = HEADER_HIDE_OFFSET): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > offset && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return hidden;
}
