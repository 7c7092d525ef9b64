import { fileURLToPath } from 'node:url';

/**
 * `@/` is this app's src. `@atelier/contracts/constants` reaches the contracts' constants module on its own,
 * without the zod schemas the package index brings: screens need the constants to render, the schemas only
 * later (src/lib/contracts.ts loads them on demand). Once packages/contracts exports "./constants" itself,
 * this second alias can go.
 */
export const webAliases = [
  {
    find: /^@atelier\/contracts\/constants$/,
    replacement: fileURLToPath(new URL('../../packages/contracts/src/constants.ts', import.meta.url)),
  },
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
];
