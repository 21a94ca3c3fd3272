/** Hiring: the payloads, rules, state machine and error codes the server and the web app share. */
export * from './application.schemas';
export * from './application-state';
export * from './candidate.schemas';
export * from './hiring.errors';
export * from './hiring.rules';
export * from './hiring-request.schemas';
export * from './hiring-request-state';
export * from './interview.schemas';
export * from './interview-state';
export * from './offer.schemas';
export * from './offer-state';
export * from './tas-stats.schemas';
