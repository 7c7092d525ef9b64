import { useEffect, useState } from 'react';
import { HEADER_HIDE_SCROLL_PX } from '@atelier/contracts/constants';

/** Hidden once scrolled past the threshold while moving down; shown again on any scroll up. */
export function useHideOnScroll(threshold: number = HEADER_HIDE_SCROLL_PX, disabled = false): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (disabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, disabled]);

  return hidden && !disabled;
}
