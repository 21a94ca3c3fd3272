import { defineErrors } from '../errors/define-errors';

/** Organisation setup's error codes: locations, their ZIP codes and CTC ranges, and the geography lookups. */
export const ORG_SETUP_ERRORS = defineErrors({
  invalid_zip: { status: 400, message: 'Please enter a 6-digit ZIP code' },
  min_exceeds_max: { status: 400, message: 'Minimum must not be more than maximum' },
  headquarter_required: { status: 400, message: 'At least one location must be the headquarters' },
  unknown_country: { status: 404, message: 'No country has this code' },
  unknown_state: { status: 404, message: 'The country has no state with this code' },
});
