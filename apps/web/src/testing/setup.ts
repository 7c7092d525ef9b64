import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';

// jsdom has no matchMedia: a quiet one that matches nothing (tests that need more stub their own).
if (!window.matchMedia) {
  const matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  window.matchMedia = vi.fn(matchMedia);
}

await initI18n('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
