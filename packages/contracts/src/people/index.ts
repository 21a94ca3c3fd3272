export * from './current-user.schemas';
