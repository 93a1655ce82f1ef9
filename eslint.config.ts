import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * One lint for the whole repository, with type information from the same tsconfigs `npm run typecheck` builds (the
 * project service finds each file's own), so promise and switch rules see real types. Formatting is Prettier's job.
 */
export default defineConfig(
  globalIgnores(['dist/', 'coverage/', 'test-results/', 'test/.generated/', '.azurite/', '.local/', 'portal/src/api/schema.d.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['portal/src/**/*.{ts,tsx}', 'addin/src/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  prettier,
);
