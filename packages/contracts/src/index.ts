export * from './accounts';
export * from './constants';
export * from './errors';
export * from './format';
export * from './orgs';
export * from './people';
export * from './roles';
