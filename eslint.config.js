import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** React code: the web app, the component kit generated apps import, and the examples. */
const reactFiles = ['apps/web/**/*.{ts,tsx}', 'packages/app-kit/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'];

// A web feature reaches another feature only through that feature's index.ts (its public surface),
// never into its components, hooks or lib; app/ (the routes) composes features the same way.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)[^/]+/`,
            message: "Import another feature through its index ('@/features/<name>'), not its internals.",
          },
          {
            regex: '^(\\.\\./){2,}features/',
            message: "Import another feature through its index ('@/features/<name>').",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'packages/db/src/generated/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.d.mts',
      'prisma.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the config module.',
        },
      ],
    },
  },
  {
    files: reactFiles,
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: reactFiles.map((glob) => glob.replace('{ts,tsx}', 'tsx')),
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // Focus moves only to a field the person just opened (an inline editor, a dialog, a one-form page
      // such as sign-in); that is the expected place for it, not a jump on an unrelated page load.
      'jsx-a11y-x/no-autofocus': 'off',
      // A scrolling region (code, the message log) takes focus so the keyboard can scroll it, and a
      // focusable separator is ARIA's window splitter.
      'jsx-a11y-x/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region', 'log', 'separator'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: new URL('./apps/web/tsconfig.json', import.meta.url).pathname },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // Shared code (components, hooks, lib, stores) sits below the features and never reaches up.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'Shared code must not import a feature or a route.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx', 'apps/web/src/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...featureBoundaries,
  {
    files: [
      '**/config.ts',
      '**/*.test.ts',
      '**/test/**/*.ts',
      'prisma/**/*.ts',
      'packages/db/scripts/**/*.ts',
      '**/vitest.config.ts',
      'packages/test-support/**/*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
