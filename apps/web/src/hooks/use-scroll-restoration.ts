import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const SESSION_KEY = 'atelier.scroll-positions';

/** Scroll offsets by history entry, kept for the tab's life so a reload and back/forward find theirs. */
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? '{}');
    positions = saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    positions = {};
  }
  return positions;
}

function persistPositions() {
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(savedPositions()));
  } catch {
    // Private mode or a full quota: the positions then last until the next reload only.
  }
}

/**
 * What a browser does between pages, for a single-page app: a new page starts at the top (or at its
 * #anchor), and going back or forward returns to where the reader was on that page.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        savedPositions()[currentKey.current] = window.scrollY;
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persistPositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persistPositions);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = navigationType === NavigationType.Pop ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
