import { defineErrors } from '../errors/define-errors';

/** Contractors' and their contracts' error codes. */
export const CONTRACTOR_ERRORS = defineErrors({
  contract_not_editable: { status: 400, message: 'A terminated or ongoing contract cannot be edited' },
  contract_end_before_start: { status: 400, message: 'Contract end date must be after the start date' },
  contract_overlap: { status: 400, message: 'This contractor already has a contract for these dates' },
  no_active_contract: {
    status: 400,
    message: 'The contractor needs an active contract covering this period',
  },
  invalid_gst: { status: 400, message: 'Please enter a valid 15-character GST number' },
});
