export * from './messages';
export * from './rules';
export * from './forms';
export * from './login-code';
