import { describe, expect, it } from 'vitest';
import {
  CRASH_FALLBACK_TEXT,
  EMPTY_STATE_TEXTS,
  ERROR_PAGE_TEXTS,
  MAINTENANCE_TEXT,
  UPLOAD_RESULT_TEXTS,
} from './screen-texts';

const { accessDenied, disabledWorkspace, notFound } = ERROR_PAGE_TEXTS;

describe('screen texts', () => {
  it.each<[string, string, string]>([
    [
      '403 page',
      `${accessDenied.title} / ${accessDenied.heading}`,
      "Umm… 403 / Looks like you don't have access!",
    ],
    ['403 default detail', accessDenied.detail, 'Please contact the admin department to get access.'],
    [
      'disabled workspace page',
      disabledWorkspace.heading,
      "Looks like you don't have access of this workspace!",
    ],
    [
      'disabled workspace default detail',
      disabledWorkspace.detail,
      'This workspace may be disabled for your organisation.',
    ],
    ['404 page', notFound.heading, 'Resource Not Found!'],
    ['back button', ERROR_PAGE_TEXTS.backToDashboard, 'Back to Dashboard'],
    ['back button with a code', ERROR_PAGE_TEXTS.backToPreviousPage, 'Back to previous page'],
    ['maintenance screen', MAINTENANCE_TEXT, 'We are down for maintenance. Be right back!'],
    [
      'crash fallback',
      CRASH_FALLBACK_TEXT,
      'Oops! Looks like something went wrong at our end. ' +
        'We will fix it ASAP! Please try again in a little while.',
    ],
    ['audit log empty state', EMPTY_STATE_TEXTS.auditLog, 'There are no audit log present.'],
    ['notifications empty state', EMPTY_STATE_TEXTS.notifications, 'There are no notifications for you.'],
    [
      'duplicate rows panel',
      UPLOAD_RESULT_TEXTS.duplicateRows,
      'We encountered following duplicate rows while processing file.',
    ],
    ['errors panel', UPLOAD_RESULT_TEXTS.errors, 'We encountered following errors while processing file.'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
