/** Resources: the payloads, rules and error codes the server and the web app share. */

export * from './forecast-scenario.schemas';
export * from './resource-forecast.schemas';
export * from './resource-request.schemas';
export * from './resource-request-state';
export * from './resources.errors';
export * from './resources.rules';
export * from './rmg-overview.schemas';
export * from './rmg-pool.schemas';
export * from './rmg-stats.schemas';
