import type { Opportunity } from '@atrium/contracts';

/** 'Time and material', 'Fixed bid'. */
export const BILLING_TYPE_TEXTS: Record<Opportunity['billing_type'], string> = {
  'time-and-material': 'Time and material',
  'fixed-bid': 'Fixed bid',
};
