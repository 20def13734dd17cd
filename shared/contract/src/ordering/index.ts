export * from './paths';
export * from './constants';
export * from './messages';
export * from './requests';
export * from './schemas';
