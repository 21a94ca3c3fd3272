export * from './exit.schemas';
export * from './exit-permissions';
