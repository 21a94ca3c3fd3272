/** Templates: the kinds modules render, the text engine, payloads, rules and error codes. */
export * from './template-kinds';
export * from './template-text';
export * from './templates.errors';
export * from './templates.rules';
export * from './templates.schemas';
