/**
 * What the browser needs of the languages, without a message compiler: the list of languages and reading a
 * shared message's English back, to say it again with a compiled catalogue (docs/decisions/0030).
 */
export * from './languages';
export { type Recognised, recognise, valuesIn } from './recognise';
