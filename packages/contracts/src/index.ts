export * from './constants';
export * from './errors';
export * from './format';
export * from './roles';
