import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { gu } from './catalogues/gu';
import { hi } from './catalogues/hi';
import { type ArgumentKind, type Catalogue, englishMessages, type MessageId, type Pattern } from './english';
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from './languages';

/** Each translated language's catalogue of the shared messages (one line per language). */
export const catalogues: Record<TranslatedLanguage, Catalogue> = { hi, gu };

type Values = Record<string, string | number>;

/** An English text read back: the message it is and the values it was made with. */
interface Recognised {
  id: MessageId;
  values: Values;
}

const isPattern = (english: string | Pattern): english is Pattern => typeof english !== 'string';

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

const englishEntries = Object.entries(englishMessages) as [MessageId, string | Pattern][];
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

/**
 * The compiled messages of `language`. English constants are the specification's words as they stand,
 * never read as ICU; its patterns and every translation are.
 */
function instanceFor(language: Language): I18n {
  const messages =
    language === DEFAULT_LANGUAGE
      ? englishEntries.map(([id, english]) => [id, isPattern(english) ? compileMessage(english.pattern) : [english]])
      : Object.entries(catalogues[language]).map(([id, text]) => [id, compileMessage(text)]);
  return setupI18n({ locale: language, messages: { [language]: Object.fromEntries(messages) } });
}

const instances = new Map<Language, I18n>();

function i18nOf(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = instanceFor(language);
    instances.set(language, instance);
  }
  return instance;
}

/** A shared message in `language`, formatted with `values` (English: the contract's own words). */
export function sharedMessage(language: Language, id: MessageId, values: Values = {}): string {
  return i18nOf(language)._(id, values);
}

/**
 * An English text of the contract's shared messages said in `language`: its values are read back and
 * written again in the language's way (a list of numbers with the language's "or"). A text the contract
 * does not hold, or English asked for, is returned as it is.
 */
export function inLanguage(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  const recognised = recognise(text);
  if (!recognised) return text;
  const kinds = (englishMessages[recognised.id] as Pattern).arguments ?? {};
  const values = Object.fromEntries(
    Object.entries(recognised.values).map(([name, value]) => [
      name,
      kinds[name] === 'orList'
        ? new Intl.ListFormat(language, { type: 'disjunction' }).format(String(value).split(' or '))
        : value,
    ]),
  );
  return sharedMessage(language, recognised.id, values);
}
