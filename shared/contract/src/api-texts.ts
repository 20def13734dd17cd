/**
 * The API's own refusals, whatever the method (docs/decisions/0004-api-contract-errors.md): the reply's `text` when no
 * feature has a more precise one. Here, beside the features' messages, so the catalogues translate them.
 */
import { LANGUAGE_CODES } from './i18n/languages';

export const apiTexts = {
  correctFields: 'Please correct the highlighted fields.',
  logInAgain: 'Log in again.',
  notYours: 'This record belongs to another customer.',
  notFound: 'Not found.',
  noSuchRoute: 'No such route.',
  noSuchCustomer: 'No such customer.',
  tooManyRequests: 'Too many requests. Try again later.',
  unsupportedMedia: 'Unsupported content type.',
  tooLarge: 'The request is too large.',
  headersTooLarge: 'The request headers or address are too large.',
  notJson: 'The body is not valid JSON.',
  notAnObject: 'Send a JSON object.',
  unreadable: 'The request could not be read.',
  notWhole: 'The request was not sent whole.',
  tooSlow: 'The request took too long to arrive.',
  invalidHeader: 'Invalid header.',
  languageInvalid: `language must be one of ${LANGUAGE_CODES.join(', ')}.`,
  unknownField: (field: string) => `Unknown field: ${field}.`,
  serverError: 'The server met an unexpected error.',
  databaseDown: 'The database is not answering. Try again shortly.',
} as const;
