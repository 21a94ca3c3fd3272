/** Integrations: sign-in with Google and the settings other systems are connected by. */
export * from './integrations.rules';
export * from './integrations.schemas';
