export * from './universal-search.schemas';
