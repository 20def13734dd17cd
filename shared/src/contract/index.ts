export * from './paths';
export * from './types';
export * from './inquiry';
export * from './time';
export * from './profile';
export * from './profile-fields';
export * from './honeypot';
export * from './idempotency';
