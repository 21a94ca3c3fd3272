/** Forms: the payloads, rules and error codes the server and the web app share. */
export * from './forms.errors';
export * from './forms.rules';
export * from './forms.schemas';
