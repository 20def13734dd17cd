export * from './form';
export * from './field';
