export * from './current-user.schemas';
export * from './employee-list.schemas';
