/**
 * Reading an English text of the contract's shared messages back to its id and values, and writing the
 * values again in another language's way. No message compiler here: the browser bundles this (through
 * `@site/contract/words`) beside compiled catalogues, the server beside its own compiler.
 */
import { type ArgumentKind, englishMessages, type MessageId, type Pattern } from './english';
import type { Language } from './languages';

export type Values = Record<string, string | number>;

/** An English text read back: the message it is and the values it was made with. */
export interface Recognised {
  id: MessageId;
  values: Values;
}

export const isPattern = (english: string | Pattern): english is Pattern => typeof english !== 'string';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const CAPTURE: Record<ArgumentKind, string> = { text: '(.+?)', number: '(\\d+)', orList: '(\\d+(?: or \\d+)*)' };

/** A matcher of the English a pattern makes: `{name}` becomes a capture of its kind. */
function matcherOf(id: MessageId, { pattern, arguments: kinds = {} }: Pattern) {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!name) return escapeRegExp(piece);
      names.push(name);
      return CAPTURE[kinds[name] ?? 'text'];
    })
    .join('');
  const expression = new RegExp(`^${source}$`, 's');
  return (text: string): Recognised | null => {
    const match = expression.exec(text);
    if (!match) return null;
    return { id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  };
}

export const englishEntries = Object.entries(englishMessages) as [MessageId, string | Pattern][];
const byText = new Map<string, MessageId>();
const matchers: ((text: string) => Recognised | null)[] = [];
for (const [id, english] of englishEntries) {
  if (!isPattern(english)) byText.set(english, id);
  else if (english.arguments) matchers.push(matcherOf(id, english));
}

/** Which shared message an English text is, with its values; null for a text the contract does not hold. */
export function recognise(text: string): Recognised | null {
  const id = byText.get(text);
  if (id) return { id, values: {} };
  for (const matcher of matchers) {
    const recognised = matcher(text);
    if (recognised) return recognised;
  }
  return null;
}

/** A recognised text's values written again in `language`'s way (a list of numbers with its "or"). */
export function valuesIn(language: Language, { id, values }: Recognised): Values {
  const kinds = (englishMessages[id] as Pattern).arguments ?? {};
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      kinds[name] === 'orList'
        ? new Intl.ListFormat(language, { type: 'disjunction' }).format(String(value).split(' or '))
        : value,
    ]),
  );
}
