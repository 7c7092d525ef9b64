import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webAliases } from './aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: webAliases },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // jsdom renders of whole pages take seconds when the worker's browser suites share the 2 cores.
    testTimeout: 15_000,
  },
});
