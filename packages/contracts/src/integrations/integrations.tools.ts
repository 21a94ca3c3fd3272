import { defineTools } from '../tools/define-tools';
import { canManageIntegrations } from './integrations.rules';

/** The integrations module's tools and who may use them. */
export const INTEGRATIONS_TOOLS = defineTools({ integrations: canManageIntegrations });
