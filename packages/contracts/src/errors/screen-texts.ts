export const ERROR_PAGE_TEXTS = {
  accessDenied: {
    title: 'Umm… 403',
    heading: "Looks like you don't have access!",
    detail: 'Please contact the admin department to get access.',
  },
  disabledWorkspace: {
    heading: "Looks like you don't have access of this workspace!",
    detail: 'This workspace may be disabled for your organisation.',
  },
  notFound: { heading: 'Resource Not Found!' },
  backToDashboard: 'Back to Dashboard',
  backToPreviousPage: 'Back to previous page',
} as const;

export const MAINTENANCE_TEXT = 'We are down for maintenance. Be right back!';

export const CRASH_FALLBACK_TEXT =
  'Oops! Looks like something went wrong at our end. ' +
  'We will fix it ASAP! Please try again in a little while.';

export const EMPTY_STATE_TEXTS = {
  auditLog: 'There are no audit log present.',
  notifications: 'There are no notifications for you.',
} as const;

export const UPLOAD_RESULT_TEXTS = {
  duplicateRows: 'We encountered following duplicate rows while processing file.',
  errors: 'We encountered following errors while processing file.',
} as const;
