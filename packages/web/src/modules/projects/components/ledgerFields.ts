// The fields of a revenue and of a cost entry, in one chunk: the Financial Form loads it as it opens, and
// switching between the two kinds shows the other's at once.
export { CostFields } from './CostForm';
export { RevenueFields } from './RevenueForm';
