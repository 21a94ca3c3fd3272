/** Forms: the payloads, rules, validation engine and error codes the server and the web app share. */
export * from './custom-fields';
export * from './form-answers';
export * from './form-patterns';
export * from './forms.errors';
export * from './forms.rules';
export * from './forms.schemas';
