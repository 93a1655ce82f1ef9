import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** A catalogue's sentences may be nested objects (`{ de: { key: '…' } }`) of string literals, and nothing else. */
function literalMessages(node: ts.Expression, found: ts.StringLiteralLike[], refuse: (node: ts.Node, why: string) => never): void {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  if (!ts.isObjectLiteralExpression(node)) refuse(node, 'a catalogue’s messages must be an object literal');
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) refuse(property, 'a catalogue’s messages must be written out, key by key');
    const value = property.initializer;
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) found.push(value);
    else literalMessages(value, found, refuse);
  }
}

/**
 * The portal's catalogues (`*.messages.ts`, and the service's `messages.ts` it imports) with every message compiled to its ICU syntax tree at build time, as
 * formatjs recommends: IntlMessageFormat formats trees as it formats strings, and the browser never loads the parser (the
 * portal's build aliases it to its `no-parser` entry). A message that is not a plain literal fails the build, since
 * the browser could not parse it.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      // The portal's own catalogues, and the service's (`shared/<feature>/messages.ts`) it reads words from.
      if (!/[./]messages\.ts$/.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const refuse = (node: ts.Node, why: string): never => {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        throw new Error(`${id}:${line + 1}: ${why}`);
      };
      const messages: ts.StringLiteralLike[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'catalogue') {
          for (const argument of node.arguments.slice(1)) literalMessages(argument, messages, refuse);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      const out = new MagicString(code);
      for (const message of messages) {
        out.overwrite(message.getStart(source), message.getEnd(), JSON.stringify(parse(message.text)));
      }
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
