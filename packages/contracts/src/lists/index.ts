export * from './list.schemas';
