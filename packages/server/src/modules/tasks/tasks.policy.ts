import type { Actor } from '@atrium/contracts';

/** A user's uploads and downloads are theirs alone; the list reads only the caller's, by the same user id. */
export const ownsTask = (actor: Actor, task: { userId: number }) => task.userId === actor.user_id;
