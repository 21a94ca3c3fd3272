import { describe, expect, it } from 'vitest';
import { TASK_MESSAGES, type TaskMessageId } from './task-messages';

describe('TASK_MESSAGES', () => {
  it.each<[TaskMessageId, string]>([
    ['fail', 'File Upload Failed'],
    ['success', 'File Uploaded Successfully'],
    ['download_task_started', 'Report generation has started'],
    ['download_task_success', 'Report generation has completed, please check your email'],
    ['download_task_failed', 'Report generation failed'],
  ])('%s → %j', (id, text) => {
    expect(TASK_MESSAGES[id]).toBe(text);
  });
});
