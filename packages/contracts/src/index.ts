export * from './accounts';
export * from './constants';
export * from './errors';
export * from './format';
export * from './lists';
export * from './orgs';
export * from './people';
export * from './roles';
