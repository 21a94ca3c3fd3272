export * from './exit.schemas';
export * from './exit-interview.rules';
export * from './exit-permissions';
