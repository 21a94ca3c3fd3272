import { formatAmount, type Project } from '@atrium/contracts';

/** An amount in the project's currency: "USD 1,250.75". */
export const moneyIn = (project: Pick<Project, 'currency'>) => (value: number) =>
  `${project.currency} ${formatAmount(value, project.currency)}`;
