import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run the kit's own modules (packages/app-kit/project), which import each other as `@/…`.
    alias: { '@': fileURLToPath(new URL('../../packages/app-kit/project/src', import.meta.url)) },
  },
  test: {
    globalSetup: [fileURLToPath(import.meta.resolve('@atelier/test-support/global-setup'))],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
