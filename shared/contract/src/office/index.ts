export * from './paths';
export * from './roles';
export * from './messages';
export * from './schemas';
export * from './operations';
export * from './operations-paths';
export * from './catalogue';
export * from './catalogue-paths';
