/**
 * The bounds of a project's team, rate and milestone numbers, with the rule each states when broken: the schemas
 * refuse a number outside them on saving, and the forms before sending, under the field, keeping what was typed.
 */
export const PROJECT_NUMBER_RANGES = {
  required_count: {
    min: 1,
    max: 1000,
    isWhole: true,
    message: 'People required must be a whole number between 1 and 1000',
  },
  allocation_percent: { min: 0, max: 100, message: 'Allocation % must be between 0 and 100' },
  rate: { min: 0.01, message: 'Rate must be above zero' },
  cost_rate: { min: 0, message: 'Cost rate must not be negative' },
  milestone_amount: { min: 0, message: 'Amount must not be negative' },
} as const;
