/** The texts for no code in particular; apart from the catalogue, so reading them does not load it. */
export const DEFAULT_MESSAGES = {
  error: 'There is some issue with your request',
  success: 'Action taken successfully.',
  errorDialogTitle: 'ERROR',
  errorDialogText: 'Something went wrong. Please try again later',
  updateSuccess: 'Record Updated',
} as const;
