/** Audit: reading the organisation's audit trail (events are written by every module through the platform). */
import { defineModule } from '../../platform/module-kit';
import { auditRoutes } from './audit.routes';

export const auditModule = defineModule({ name: 'audit', routes: [auditRoutes] });
