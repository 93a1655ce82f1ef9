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
  {
    // Signature HTML is shown only in frames that run no script (docs/decisions.md, "Security: headers"): never in the
    // portal's own DOM, where its `<style>` and `style` reach the portal and its markup is the portal's.
    files: ['portal/src/**/*.{ts,tsx}', 'addin/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Show HTML in an <iframe sandbox="" srcDoc={...}>, never in the page itself.',
        },
        {
          selector:
            "JSXOpeningElement[name.name='iframe']:has(JSXAttribute[name.name='srcDoc']):not(:has(JSXAttribute[name.name='sandbox']))",
          message: 'A srcDoc frame needs a sandbox attribute (no allow-scripts).',
        },
        {
          selector: "JSXAttribute[name.name='sandbox'] Literal[value=/allow-scripts/]",
          message: 'Frames showing HTML run no script: no allow-scripts.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Show HTML in a sandboxed frame, never in the page itself.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Write HTML only into a sandboxed frame’s own document (and say so where you do).',
        },
      ],
    },
  },
  prettier,
);
