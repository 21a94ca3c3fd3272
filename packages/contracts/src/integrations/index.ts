/** Integrations: sign-in with Google, Microsoft Teams, and the settings other systems are connected by. */
export * from './integrations.errors';
export * from './integrations.rules';
export * from './integrations.schemas';
