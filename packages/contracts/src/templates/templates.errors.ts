import { defineErrors } from '../errors/define-errors';

/** Templates' error codes. */
export const TEMPLATES_ERRORS = defineErrors({
  template_invalid: { status: 400, message: 'The template has mistakes: correct the ones listed' },
  template_subject_required: { status: 400, message: 'An email template needs a subject' },
  template_default_required: {
    status: 400,
    message: 'Every kind of template needs a default: make another template the default first',
  },
});
