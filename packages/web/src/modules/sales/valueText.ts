import { formatAmount, type Opportunity } from '@atrium/contracts';

/** 'INR 2,50,000.00'. */
export const valueText = (opportunity: Pick<Opportunity, 'value' | 'currency'>) =>
  `${opportunity.currency} ${formatAmount(opportunity.value, opportunity.currency)}`;
