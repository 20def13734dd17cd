/**
 * The contract's shared messages in every language (docs/decisions/0030-languages-across-remotes.md):
 * the server's entry, which compiles the catalogues when it loads them.
 */
export * from './english';
export { recognise } from './recognise';
export { catalogues, compiledSharedCatalogue, inLanguage, publishedSharedCatalogue, sharedMessage } from './translate';
