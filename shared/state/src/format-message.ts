/**
 * Formats one message of a compiled catalogue (Lingui's compiled form, made by the builds' `compileMessage`)
 * with its values, as Lingui's runtime does for the forms our catalogues use: text, a value's place
 * (`["name"]`), `plural` and `selectordinal` with `#` for the count, and `select`. A page needs no more of a
 * runtime than this (docs/decisions/0030-languages-across-remotes.md); a test holds it to Lingui's own
 * output for every message the apps publish.
 */
import type { Messages } from '@lingui/core';
import type { Language } from '@site/contract/languages';

export type CompiledMessage = Messages[string];

export type MessageValues = Record<string, unknown>;

type Choices = Record<string, CompiledMessage> & { offset?: number };

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function formatterOf<Formatter extends Intl.PluralRules | Intl.NumberFormat>(
  key: string,
  make: () => Formatter,
): Formatter {
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Lingui's locales for a language: the language, then English for what the platform lacks. */
const localesOf = (language: Language) => [language, 'en'];

function choiceOf(language: Language, type: string, value: unknown, choices: Choices): CompiledMessage | undefined {
  if (type === 'select') return choices[String(value)] ?? choices.other;
  const kind = type === 'selectordinal' ? 'ordinal' : 'cardinal';
  const rules = formatterOf(`${kind}|${language}`, () => new Intl.PluralRules(localesOf(language), { type: kind }));
  return choices[String(value)] ?? choices[rules.select(Number(value) - (choices.offset ?? 0))] ?? choices.other;
}

/** `message` with `values` in `language`; `count` is what a `#` says inside a plural's branch. */
export function formatMessage(
  message: CompiledMessage,
  language: Language,
  values: MessageValues = {},
  count?: string,
): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const choices = format as Choices;
      const choice = choiceOf(language, type, value, choices);
      const number =
        type === 'select'
          ? undefined
          : formatterOf(`number|${language}`, () => new Intl.NumberFormat(localesOf(language))).format(
              Number(value) - (choices.offset ?? 0),
            );
      if (choice !== undefined) text += formatMessage(choice, language, values, number);
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}
