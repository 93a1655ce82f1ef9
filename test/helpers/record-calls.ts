/** The text of each `<callee>(...)` call's arguments in a source file, parentheses balanced (e.g. `changelog.record`). */
export function callArguments(source: string, callee: string): string[] {
  const calls: string[] = [];
  for (const m of source.matchAll(new RegExp(`${callee.replace(/\./g, '\\.')}\\(`, 'g'))) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < source.length && depth > 0; i++) depth += source[i] === '(' ? 1 : source[i] === ')' ? -1 : 0;
    calls.push(source.slice(m.index + m[0].length, i - 1));
  }
  return calls;
}
