import { type Actor, isCeo } from '@atrium/contracts';

/** Whose records the caller's list shows: every one for the CEO (null), otherwise the caller's own. */
export const listedAuthorOf = (actor: Actor): number | null => (isCeo(actor) ? null : actor.user_id);
