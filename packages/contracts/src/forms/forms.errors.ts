import { defineErrors } from '../errors/define-errors';

/** The forms module's error codes: building, publishing and answering forms, and defining custom fields. */
export const FORMS_ERRORS = defineErrors({
  form_field_key_invalid: {
    status: 400,
    message: 'Use lower-case letters, digits and underscores, starting with a letter',
  },
  form_field_key_taken: { status: 400, message: 'Another question of this form has this key' },
  form_too_many_fields: { status: 400, message: 'A form has at most 50 questions' },
  form_options_count: { status: 400, message: 'Give between 1 and 50 options' },
  form_options_repeat: { status: 400, message: 'Each option must be different' },
  form_min_above_max: { status: 400, message: 'The minimum must not be above the maximum' },
  form_no_draft: { status: 400, message: 'This form has no draft to publish' },
  form_has_no_fields: { status: 400, message: 'Add at least one question before publishing' },
  form_not_active: { status: 400, message: 'This form has no active version to retire' },
  form_not_published: { status: 400, message: 'There is no active form to fill in yet' },
  form_version_changed: {
    status: 409,
    message: 'The form has changed since it was opened. Reload to see its current questions.',
  },
  form_answer_invalid: { status: 400, message: 'Some answers need attention' },
  form_already_answered: { status: 409, message: 'This form has already been answered' },
  custom_field_name_taken: { status: 409, message: 'A custom field with this name exists already' },
  form_file_not_uploaded: {
    status: 400,
    message: 'A file of this answer was not received: remove it and attach it again',
  },
});
