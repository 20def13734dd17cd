/**
 * The browser side of the shared package: one instance per page (a federation singleton). The API
 * client is `@site/shared/api`, apart, so the first paint does not wait for axios.
 */
export * from './routes';
export * from './runtime/config';
export * from './runtime/hardening';
export * from './auth/store';
export * from './ui/loading';
export * from './ui/toast';
export * from './ui/theme';
export * from './cart/store';
export * from './lib/store';
export * from './lib/storage';
export * from './ui/PageContainer';
export * from './ui/VisuallyHidden';
export * from './ui/form-controls';
export * from './ui/form-fields';
