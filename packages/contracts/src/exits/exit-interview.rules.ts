import type { Actor } from '../roles/actor';
import { isExitManager } from './exit-permissions';

/**
 * The exit interview of one exit, to fill in and to read back: the leaver on their own exit, exit managers and the
 * CEO on any. A reporting manager or finance executive who reads the exit does not read the leaver's answers.
 */
export function canTakeExitInterview(actor: Actor, leaverUserId: number): boolean {
  return isExitManager(actor) || actor.user_id === leaverUserId;
}
