import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { gu } from './catalogues/gu';
import { hi } from './catalogues/hi';
import type { Catalogue, MessageId } from './english';
import { englishEntries, recognisableEnglish, translate } from './recognise';
import { isPattern, type SharedCatalogue, type Values } from './recogniser';
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from './languages';

/** Each translated language's catalogue of the shared messages (one line per language). */
export const catalogues: Record<TranslatedLanguage, Catalogue> = { hi, gu };

/**
 * The compiled messages of `language` (Lingui's compiled form): the server formats with them, and the host's
 * build publishes them for the browser (`publishedSharedCatalogue`). English constants are the
 * specification's words as they stand, never read as ICU; its patterns and every translation are.
 */
export function compiledSharedCatalogue(language: Language): Messages {
  const messages =
    language === DEFAULT_LANGUAGE
      ? englishEntries.map(([id, english]) => [id, isPattern(english) ? compileMessage(english.pattern) : [english]])
      : Object.entries(catalogues[language]).map(([id, text]) => [id, compileMessage(text)]);
  return Object.fromEntries(messages) as Messages;
}

/**
 * The shared messages of `language` as published for pages (`locales/shared/<language>.json`): compiled and, in a
 * translated language, with the English they say again, from which the page recognises the contract's texts.
 */
export function publishedSharedCatalogue(language: Language): SharedCatalogue {
  const messages = compiledSharedCatalogue(language);
  return language === DEFAULT_LANGUAGE ? { messages } : { messages, english: recognisableEnglish };
}

function instanceFor(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: compiledSharedCatalogue(language) } });
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
 * written again in the language's way (a list of numbers with the language's "or", a line's pack size).
 * A text the contract does not hold, or English asked for, is returned as it is.
 */
export function inLanguage(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  return translate(text, language, (id, values) => sharedMessage(language, id, values));
}
