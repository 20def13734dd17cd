/**
 * What the browser needs of the languages, without a message compiler or the contract's English: the list
 * of languages and a recogniser of a shared message's English, built from the table a translated
 * language's catalogue carries, to say it again with that catalogue (docs/decisions/0030).
 */
export * from './languages';
export {
  type Recognised,
  type RecognisableEnglish,
  type Recogniser,
  recogniserOf,
  type SharedCatalogue,
} from './recogniser';
