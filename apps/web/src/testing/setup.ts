import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { fakeMatchMedia } from './media';

// jsdom has no matchMedia: a quiet one that matches nothing (tests that need more stub their own).
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);

// Screens load their texts and the contracts module lazily; on a busy CI machine that can take more
// than the default 1 s the findBy/waitFor helpers wait.
configure({ asyncUtilTimeout: 5000 });

await initI18n('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
