import { defineErrors } from '../errors/define-errors';

/** Organisation setup's error codes: locations, their ZIP codes and CTC ranges. */
export const ORG_SETUP_ERRORS = defineErrors({
  invalid_zip: { status: 400, message: 'Please enter a 6-digit ZIP code' },
  min_exceeds_max: { status: 400, message: 'Minimum must not be more than maximum' },
  headquarter_required: { status: 400, message: 'At least one location must be the headquarters' },
});
