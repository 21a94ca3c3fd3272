/** Keyed by the message identifiers the personal socket delivers for upload and download tasks. */
export const TASK_MESSAGES = {
  fail: 'File Upload Failed',
  success: 'File Uploaded Successfully',
  download_task_started: 'Report generation has started',
  download_task_success: 'Report generation has completed, please check your email',
  download_task_failed: 'Report generation failed',
} as const;

export type TaskMessageId = keyof typeof TASK_MESSAGES;
