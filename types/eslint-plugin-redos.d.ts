// eslint-plugin-redos ships no types: it is an ESLint plugin with one rule, `no-vulnerable`.
declare module 'eslint-plugin-redos' {
  import type { ESLint } from 'eslint';
  const plugin: ESLint.Plugin;
  export default plugin;
}
