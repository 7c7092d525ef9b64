import { lazy, type ComponentType } from 'react';

/** Resolves once the browser has painted the frame after this call (a task queued from a frame callback). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const afterFrame = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterFrame);
    else afterFrame();
  });
}

/** A page whose first paint shows no content (or a tab opened in the background) does not wait longer. */
const FIRST_PAINT_WAIT_MS = 3000;
let firstPaint: Promise<void> | null = null;

/**
 * Resolves once the page's first contentful paint is on screen, and at once from then on. A frame
 * callback alone comes too early: the main thread is done with a frame well before a slow phone has
 * drawn it.
 */
export function firstContentfulPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const observable =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint') &&
      typeof performance.getEntriesByName === 'function';
    if (!observable || performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, FIRST_PAINT_WAIT_MS);
  });
  return firstPaint;
}

/**
 * React.lazy for parts below the fold or behind a click (menus, grids, the footer, the toaster): their
 * module is asked for only once the page has painted its content and the screen rendering them has been
 * drawn, so a first visit spends its bandwidth on what it shows first. Later renders use the loaded
 * module at once.
 */
// React.lazy's own constraint: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyAfterPaint<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy<T>(() => firstContentfulPaint().then(nextPaint).then(load));
}
