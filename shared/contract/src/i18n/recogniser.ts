/**
 * Reading an English text of the contract's shared messages back to its id and values, and writing the
 * values again in another language's way, from a table of the English. The English itself is not imported
 * here: the server builds its recogniser from the contract's own (`recognise.ts`), a page from the table a
 * translated language's published catalogue carries (`SharedCatalogue`), so an English page downloads none.
 */
import type { Messages } from '@lingui/core';
import type { ArgumentKind, Pattern } from './english';
import type { Language } from './languages';

export type Values = Record<string, string | number>;

/** An English text read back: the message it is and the values it was made with. */
export interface Recognised<Id extends string = string> {
  id: Id;
  values: Values;
}

/**
 * The English a text can be recognised by, per id: a constant's text, or the pattern of a message with
 * values and how each is read back (a pattern without `arguments` is only ever formatted, never read).
 */
export type RecognisableEnglish<Id extends string = string> = Readonly<Partial<Record<Id, string | Pattern>>>;

/**
 * The contract's shared messages as a build publishes them for pages (`locales/shared/<language>.json`):
 * compiled (Lingui's compiled form) and, in a translated language, the English they say again.
 */
export interface SharedCatalogue {
  messages: Messages;
  english?: RecognisableEnglish;
}

export interface Recogniser<Id extends string = string> {
  /** Which message an English text is, with its values; null for a text the table does not hold. */
  recognise(text: string): Recognised<Id> | null;
  /**
   * `text` said again by `say` in `language` when the table holds it, else as it is. A value that is itself a
   * text of the table (a line's "<pack>, Pack of 48" inside a refusal) is said in the language too.
   */
  translate(text: string, language: Language, say: (id: Id, values: Values) => string): string;
}

export const isPattern = (english: string | Pattern): english is Pattern => typeof english !== 'string';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const CAPTURE: Record<ArgumentKind, string> = { text: '(.+?)', number: '(\\d+)', orList: '(\\d+(?: or \\d+)*)' };

/** A matcher of the English a pattern makes: `{name}` becomes a capture of its kind. */
function matcherOf<Id extends string>(id: Id, { pattern, arguments: kinds = {} }: Pattern) {
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
  return (text: string): Recognised<Id> | null => {
    const match = expression.exec(text);
    if (!match) return null;
    return { id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  };
}

export function recogniserOf<Id extends string>(english: RecognisableEnglish<Id>): Recogniser<Id> {
  const byText = new Map<string, Id>();
  const matchers: ((text: string) => Recognised<Id> | null)[] = [];
  for (const [id, message] of Object.entries(english) as [Id, string | Pattern | undefined][]) {
    if (message === undefined) continue;
    if (!isPattern(message)) byText.set(message, id);
    else if (message.arguments) matchers.push(matcherOf(id, message));
  }
  function recognise(text: string): Recognised<Id> | null {
    const id = byText.get(text);
    if (id) return { id, values: {} };
    for (const matcher of matchers) {
      const recognised = matcher(text);
      if (recognised) return recognised;
    }
    return null;
  }
  /** A recognised text's values written again in `language`'s way (a list of numbers with its "or"). */
  function valuesIn(language: Language, { id, values }: Recognised<Id>): Values {
    const message: string | Pattern | undefined = english[id];
    const kinds = (message !== undefined && isPattern(message) && message.arguments) || {};
    return Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        kinds[name] === 'orList'
          ? new Intl.ListFormat(language, { type: 'disjunction' }).format(String(value).split(' or '))
          : value,
      ]),
    );
  }
  function translate(text: string, language: Language, say: (id: Id, values: Values) => string): string {
    const recognised = recognise(text);
    if (!recognised) return text;
    const values = valuesIn(language, recognised);
    // A value is shorter than the text it was read from, so this ends.
    for (const [name, value] of Object.entries(values))
      if (typeof value === 'string' && value.length < text.length) values[name] = translate(value, language, say);
    return say(recognised.id, values);
  }
  return { recognise, translate };
}
