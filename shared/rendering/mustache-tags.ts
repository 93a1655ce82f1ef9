/** A mustache tag (`{{name}}`, `{{#section}}`, `{{{raw}}}`…) as Mustache itself would cut it from a body. */
interface MustacheTag {
  /** Where `{{` starts and where the closing braces end. */
  start: number;
  end: number;
  /** The character after `{{` that gives the tag its kind (`#`, `^`, `/`, `&`, `{`, `!`, `>`, `=`), or '' for a name. */
  sigil: string;
  /** The tag's name (or comment) without the whitespace around it. */
  name: string;
  /** The longest run of whitespace inside the tag: Mustache's own scanner costs its square (see `template.ts`). */
  longestSpaceRun: number;
}

interface MustacheScan {
  tags: MustacheTag[];
  /** Where a `{{` opens that no closing braces end (the rest of the body is then not scanned), else null. */
  unclosedAt: number | null;
}

const SIGILS = '#^/>{&=!';

/** Whether a character is whitespace as `\s` sees it (the set `String.prototype.trim` and Mustache's `\s*` use). */
function isSpace(code: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0) return true;
  if (code < 0x1680) return false;
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Every mustache tag of a body, in one linear pass with `indexOf` (no pattern that could backtrack): each tag opens at
 * the next `{{` after the previous tag and closes at the first `}}` (`}}}` for `{{{`), as in Mustache's parser with
 * the default delimiters. Sections are not matched here; callers that need nesting keep their own stack.
 */
export function scanMustacheTags(html: string): MustacheScan {
  const tags: MustacheTag[] = [];
  let pos = 0;
  for (;;) {
    const start = html.indexOf('{{', pos);
    if (start < 0) return { tags, unclosedAt: null };
    let i = start + 2;
    while (i < html.length && isSpace(html.charCodeAt(i))) i++;
    const sigil = i < html.length && SIGILS.includes(html[i]) ? html[i] : '';
    if (sigil) i++;
    const close = sigil === '{' ? '}}}' : '}}';
    const end = html.indexOf(close, i);
    if (end < 0) return { tags, unclosedAt: start };
    let longestSpaceRun = 0;
    let run = 0;
    for (let k = start + 2; k < end; k++) {
      run = isSpace(html.charCodeAt(k)) ? run + 1 : 0;
      if (run > longestSpaceRun) longestSpaceRun = run;
    }
    tags.push({ start, end: end + close.length, sigil, name: html.slice(i, end).trim(), longestSpaceRun });
    pos = end + close.length;
  }
}
