export { IdParamSchema, IdSchema, MAX_ID } from './id.schemas';
