export * from '../../modules/accounts/accounts.tables';
export * from '../../modules/leave/leave.tables';
export * from '../../modules/notifications/notifications.tables';
export * from '../../modules/orgs/orgs.tables';
export * from '../../modules/people/people.tables';
export * from '../../modules/tasks/tasks.tables';
export * from '../../modules/workspaces/workspaces.tables';
export * from '../audit/audit.tables';
