/**
 * The contract's own English, recognised (the server's error replies, the tests) and published with each
 * translated language's catalogue, so a page recognises it without bundling it.
 */
import { englishMessages, type MessageId, type Pattern } from './english';
import { isPattern, type RecognisableEnglish, recogniserOf } from './recogniser';

export const englishEntries = Object.entries(englishMessages) as [MessageId, string | Pattern][];

/** The English a page may meet and say again: every constant, and every pattern whose values are read back. */
export const recognisableEnglish: RecognisableEnglish<MessageId> = Object.fromEntries(
  englishEntries.filter(([, english]) => !isPattern(english) || english.arguments),
);

/** The contract's English recognised: which shared message a text is, and its values in another language's way. */
export const { recognise, translate } = recogniserOf(recognisableEnglish);
