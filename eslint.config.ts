import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import redos from 'eslint-plugin-redos';
import regexp from 'eslint-plugin-regexp';
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Async listeners given to Node servers, signals and DOM events catch inside; JSX handlers are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      // Service interfaces are merged by declaration (RouteServices), which needs the empty interface.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
      // Style, not bugs: an async method without await implements a Promise-returning interface; React Query and
      // Fluent hand out methods that do not use `this`.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Every pattern in code that runs in the service, its tools or the browser must run in linear time over any input
    // (issue 32): requests control most of the text those patterns see. Two checkers, because each misses what the other
    // finds: eslint-plugin-regexp's analysis only tries attack strings of one repeated character (it passed the SVG sniff
    // that `<!---->` repeated froze), recheck (eslint-plugin-redos) searches for attack strings of any shape. Tests and
    // benchmarks are left out: their patterns read the repository's own files and the answers the test asked for.
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'scripts/**/*.ts', 'portal/src/**/*.{ts,tsx}', 'addin/**/*.ts', '*.ts', 'portal/*.ts'],
    extends: [regexp.configs.recommended],
    plugins: { redos },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
      // A pattern recheck cannot decide (a timeout, a feature it does not support) is reported too, not passed.
      'redos/no-vulnerable': ['error', { ignoreErrors: false, timeout: 30_000, randomSeed: 32 }],
      // Neither checker can see a pattern built at run time: each one says in a comment why it stays linear.
      'no-restricted-syntax': [
        'error',
        ...['NewExpression', 'CallExpression'].map((node) => ({
          selector: `${node}[callee.name='RegExp'][arguments.0.type!='Literal']`,
          message: 'A pattern built at run time escapes the linear-pattern checks: use a literal, or say why it is linear.',
        })),
      ],
    },
  },
  {
    // Tests read JSON responses, which are `any` by design; the value checks are the assertions themselves.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The rules of hooks; the plugin's React Compiler diagnostics are left out (the portal does not use the compiler).
    files: ['portal/src/**/*.{ts,tsx}', 'addin/src/**/*.ts'],
    // Only the rules: the plugin's own type for its nested `configs` does not fit ESLint's Plugin type.
    plugins: { 'react-hooks': { rules: reactHooks.rules } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
