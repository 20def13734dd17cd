export * from './paths';
export * from './messages';
export * from './schemas';
export * from './money';
