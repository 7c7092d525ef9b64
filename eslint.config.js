import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
