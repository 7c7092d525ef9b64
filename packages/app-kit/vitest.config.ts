import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Kit files import each other as a project does: `@/components/ui/label`, `@/lib/utils`.
    alias: { '@': fileURLToPath(new URL('./project/src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
