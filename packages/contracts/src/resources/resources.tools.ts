import { defineTools } from '../tools/define-tools';
import { canRaiseResourceRequests, canReadRmgPool, canUseResourceRequests } from './resources.rules';

/** The resources module's tools and who may use them. */
export const RESOURCES_TOOLS = defineTools({
  'resource-request-list': canUseResourceRequests,
  'resource-request-form': canRaiseResourceRequests,
  'resource-request-detail': canUseResourceRequests,
  'resource-list': canReadRmgPool,
  'rmg-overview': canReadRmgPool,
  'rmg-stats': canReadRmgPool,
  'resource-forecasting-dashboard': canReadRmgPool,
});
