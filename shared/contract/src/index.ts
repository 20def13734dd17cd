/**
 * The API contract, plain: method paths, request and reply schemas with the types inferred from them,
 * the product's messages and validation rules, and the site's facts. Used alike by the server, the
 * browser apps, the end-to-end journeys and the benchmarks. It holds no state, so each app bundles the
 * parts it uses (it is not a federation singleton).
 */
export * from './paths';
export * from './types';
export * from './wire';
export * from './inquiry';
export * from './time';
export * from './dates';
export * from './numbers';
export * from './profile';
export * from './profile-fields';
export * from './honeypot';
export * from './idempotency';
export * from './security';
export * from './mobile-change';
export * from './site';
export * from './ui-texts';
export * from './validation/messages';
export * from './validation/rules';
export * from './validation/forms';
export * from './validation/form-fields';
export * from './validation/limits';
export * from './validation/gstin';
export * from './validation/login-code';
export * from './ordering';
export * from './privacy';
export * from './office';
export * from './invoicing';
export * from './i18n/languages';
export * from './api-texts';
