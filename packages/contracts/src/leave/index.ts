export * from './leave-balance.schemas';
export * from './leave-configuration.schemas';
export * from './leave-permissions';
export * from './leave-policy.schemas';
export * from './leave-request.schemas';
export * from './leave-type.schemas';
export * from './leave-year.schemas';
export * from './team-leave.schemas';
