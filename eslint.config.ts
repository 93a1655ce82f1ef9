import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import type { Linter } from 'eslint';
import formatjs from 'eslint-plugin-formatjs';
import i18next from 'eslint-plugin-i18next';
import redos from 'eslint-plugin-redos';
import regexp from 'eslint-plugin-regexp';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * What leaves the service is what was checked (docs/decisions.md, "Security: output"): text goes into HTML through the
 * one escaper (shared/rendering/escape.ts), mustache renders only through shared/rendering/template.ts (which hands it
 * that escaper), sanitize-html runs only with the one policy (shared/rendering/sanitize.ts), and no replacement string
 * is ever read as a pattern (`$&`, `$'`, `` $` ``, `$1` in a banner once pulled the markup around the banner slot in).
 */
const SOURCES = [
  'shared/**/*.ts',
  'local/**/*.ts',
  'relay/**/*.ts',
  'functions/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.ts',
  'portal/src/**/*.{ts,tsx}',
  'addin/src/**/*.ts',
];
const ESCAPER_FILE = 'shared/rendering/escape.ts';
const TEMPLATE_FILE = 'shared/rendering/template.ts';
const SANITISER_FILE = 'shared/rendering/sanitize.ts';
const ENTITY = '&(amp|lt|gt|quot|apos|#)';
const REPLACE = 'CallExpression[callee.property.name=/^replace(All)?$/]';
const NO_SECOND_ESCAPER = 'Put text into HTML with escapeHtml from shared/rendering/escape.ts, the one escaper.';
const replacementPattern = {
  selector: `${REPLACE}[arguments.length=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])`,
  message:
    "A replacement string is read as a pattern ($&, $', $`, $1): give replace() a function or a literal, or splice by index (slice and concatenation).",
};
const escaperSyntax = [
  { selector: `${REPLACE} Literal[value=/${ENTITY}/]`, message: NO_SECOND_ESCAPER },
  { selector: `${REPLACE} TemplateElement[value.raw=/${ENTITY}/]`, message: NO_SECOND_ESCAPER },
  { selector: 'Literal[value=/^&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);$/]', message: NO_SECOND_ESCAPER },
  { selector: 'TemplateElement[value.raw=/&#x?$/]', message: NO_SECOND_ESCAPER },
  { selector: "MemberExpression[object.name='Mustache'][property.name='escape']", message: NO_SECOND_ESCAPER },
];
const mustacheRender = {
  selector: "MemberExpression[object.name='Mustache'][property.name='render']",
  message: 'Render templates with renderTemplate from shared/rendering/template.ts: it escapes with the one escaper.',
};
const onlyIn = (name: string, file: string, message: string) => ({ name, message: `${message} (only ${file} imports it)` });
const MUSTACHE = onlyIn('mustache', TEMPLATE_FILE, 'Render templates with renderTemplate from shared/rendering/template.ts');
const SANITIZE_HTML = onlyIn('sanitize-html', SANITISER_FILE, 'Sanitise with sanitizeSignatureHtml from shared/rendering/sanitize.ts');
const frameSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Show HTML in an <iframe sandbox="" srcDoc={...}>, never in the page itself.',
  },
  {
    selector: "JSXOpeningElement[name.name='iframe']:has(JSXAttribute[name.name='srcDoc']):not(:has(JSXAttribute[name.name='sandbox']))",
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
];
/** Neither pattern checker can see a pattern built at run time: each one says in a comment why it stays linear. */
const runtimePattern = ['NewExpression', 'CallExpression'].map((node) => ({
  selector: `${node}[callee.name='RegExp'][arguments.0.type!='Literal']`,
  message: 'A pattern built at run time escapes the linear-pattern checks: use a literal, or say why it is linear.',
}));
const htmlOutput: Linter.Config[] = [
  {
    name: 'html-output',
    files: SOURCES,
    rules: {
      'no-restricted-syntax': ['error', replacementPattern, ...escaperSyntax, mustacheRender, ...runtimePattern],
      'no-restricted-imports': ['error', { paths: [MUSTACHE, SANITIZE_HTML] }],
    },
  },
  {
    name: 'html-output/escaper',
    files: [ESCAPER_FILE],
    rules: { 'no-restricted-syntax': ['error', replacementPattern, ...runtimePattern] },
  },
  {
    name: 'html-output/template',
    files: [TEMPLATE_FILE],
    rules: {
      'no-restricted-syntax': ['error', replacementPattern, ...escaperSyntax, ...runtimePattern],
      'no-restricted-imports': ['error', { paths: [SANITIZE_HTML] }],
    },
  },
  { name: 'html-output/sanitiser', files: [SANITISER_FILE], rules: { 'no-restricted-imports': ['error', { paths: [MUSTACHE] }] } },
];

/**
 * The whole portal takes its words from message catalogues: no literal text in its JSX, nor in the props people read
 * (labels, titles, placeholders, hints).
 */
const TRANSLATED = ['portal/src/**/*.tsx'];
const READ_PROPS =
  '{label,title,placeholder,hint,description,validationMessage,content,header,confirmLabel,submitLabel,notice,empty,loading}';
const translated: Linter.Config = {
  name: 'translated',
  files: TRANSLATED,
  plugins: { i18next, formatjs },
  rules: {
    'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', READ_PROPS]] } }],
  },
};

/**
 * One lint for the whole repository, with type information from the same tsconfigs `npm run typecheck` builds (the
 * project service finds each file's own), so promise and switch rules see real types. Formatting is Prettier's job.
 */
export default defineConfig(
  // The generated-client example imports types generated at its test's run (test/integration/generated-clients.test.ts checks it).
  globalIgnores([
    'dist/',
    'coverage/',
    'test-results/',
    'test/.generated/',
    '.azurite/',
    '.local/',
    'portal/src/api/schema.d.ts',
    'examples/generated-client/',
  ]),
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
    files: [
      'shared/**/*.ts',
      'local/**/*.ts',
      'relay/**/*.ts',
      'functions/**/*.ts',
      'scripts/**/*.ts',
      'portal/src/**/*.{ts,tsx}',
      'addin/**/*.ts',
      '*.ts',
      'portal/*.ts',
    ],
    extends: [regexp.configs.recommended],
    plugins: { redos },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
      // A pattern recheck cannot decide (a timeout, a feature it does not support) is reported too, not passed.
      'redos/no-vulnerable': ['error', { ignoreErrors: false, timeout: 30_000, randomSeed: 32 }],
      'no-restricted-syntax': ['error', ...runtimePattern],
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
      // Checks that pass when what they check never happened.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'] > CallExpression[callee.property.name='every']",
          message: '`every` is true of an empty list: use expectEvery (test/helpers/expect-every.ts), which also wants one item.',
        },
        {
          selector: "CallExpression[callee.property.name='catch'] > MemberExpression > CallExpression[callee.property.name=/^waitFor/]",
          message: 'A wait whose failure is swallowed checks nothing: let it fail, or check the state another way.',
        },
      ],
    },
  },
  {
    // The rules of hooks; the plugin's React Compiler diagnostics are left out (the portal does not use the compiler).
    files: ['portal/src/**/*.{ts,tsx}', 'addin/src/**/*.ts'],
    // Only the rules: the plugin's own type for its nested `configs` does not fit ESLint's Plugin type.
    plugins: { 'react-hooks': { rules: reactHooks.rules } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...htmlOutput,
  translated,
  {
    // Signature HTML is shown only in frames that run no script (docs/decisions.md, "Security: headers"): never in the
    // portal's own DOM, where its `<style>` and `style` reach the portal and its markup is the portal's. (One rule
    // config per file wins, so the output and pattern rules are repeated here.)
    files: ['portal/src/**/*.{ts,tsx}', 'addin/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', replacementPattern, ...escaperSyntax, mustacheRender, ...frameSyntax, ...runtimePattern],
    },
  },
  prettier,
);
