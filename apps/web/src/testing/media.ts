/** jsdom has no matchMedia: a stand-in that answers media queries the way a test says. */
import { vi } from 'vitest';

export function fakeMatchMedia(matches: (query: string) => boolean) {
  return vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** Answers media queries for one test; setup.ts unstubs globals after each test. */
export function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', fakeMatchMedia(matches));
}
