import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from './languages.js';

type AnyCatalogue = { area: string; messages: Readonly<Record<string, Readonly<Record<string, string>>>> };

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      placeholders(el.children, into);
    }
  }
  return into;
}

/**
 * What is wrong with a catalogue, as sentences: a language missing a key English has or having one it lacks, a
 * message that does not parse as ICU MessageFormat, or placeholders that differ from the English original's.
 */
export function catalogueProblems(cat: AnyCatalogue): string[] {
  const problems: string[] = [];
  const english = cat.messages.en ?? {};
  for (const language of LANGUAGES) {
    const messages = cat.messages[language];
    if (!messages) {
      problems.push(`${cat.area}: no ${language} messages`);
      continue;
    }
    for (const key of Object.keys(english)) if (!(key in messages)) problems.push(`${cat.area}.${key}: missing in ${language}`);
    for (const key of Object.keys(messages)) if (!(key in english)) problems.push(`${cat.area}.${key}: in ${language} but not in en`);
    for (const [key, text] of Object.entries(messages)) {
      if (!(key in english)) continue;
      try {
        const mine = [...placeholders(parse(text))].sort().join(',');
        const original = [...placeholders(parse(english[key]!))].sort().join(',');
        if (mine !== original) problems.push(`${cat.area}.${key}: ${language} has placeholders {${mine}}, en has {${original}}`);
      } catch (e) {
        problems.push(`${cat.area}.${key}: ${language} is not ICU MessageFormat (${(e as Error).message})`);
      }
    }
  }
  return problems;
}
