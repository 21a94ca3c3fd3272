import { defineErrors } from '../errors/define-errors';

/** Organisations' error codes: provisioning a new one. */
export const ORG_ERRORS = defineErrors({
  organization_slug_taken: { status: 409, message: 'Another organisation already has this slug' },
  organization_host_taken: { status: 409, message: 'Another organisation is already served at this host' },
});
