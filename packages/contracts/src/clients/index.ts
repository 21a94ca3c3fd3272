/** Clients: the payloads, rules and error codes the server and the web app share. */
export * from './clients.errors';
export * from './clients.rules';
export * from './clients.schemas';
