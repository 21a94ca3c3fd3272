/** Audit: reading the organisation's audit trail (events are written by every module through the platform). */
export { auditRoutes } from './audit.routes';
