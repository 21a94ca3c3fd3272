/** Access Tokens: the payloads, rules and error codes the server and the web app share. */
export * from './access-tokens.errors';
export * from './access-tokens.rules';
export * from './access-tokens.schemas';
