import { defineTools } from '../tools/define-tools';
import { canReadTargets, canUseSales } from './sales.rules';

/** The sales module's tools and who may use them. */
export const SALES_TOOLS = defineTools({
  'opportunity-list': canUseSales,
  'opportunity-form': canUseSales,
  'opportunity-detail': canUseSales,
  'opportunity-details': canUseSales,
  'opportunity-progression': canUseSales,
  'follow-ups': canUseSales,
  'all-follow-ups': canUseSales,
  'target-setting-form': canReadTargets,
  'sales-target-viewer': canReadTargets,
  'opportunity-stats': canUseSales,
  'sales-clients-drill-down': canUseSales,
  'sales-opportunity-document-manager': canUseSales,
});
