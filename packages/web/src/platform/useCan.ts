import type { Actor } from '@atrium/contracts';
import { actorOf } from './actor';
import { useCurrentUser } from './currentUser';

export type SignedInActor = ReturnType<typeof actorOf>;

/**
 * Whether the signed-in user passes a check from `@atrium/contracts` (`useCan(isLeaveAdmin)`, or
 * `useCan((actor) => canSeeSalaryMaskToggle(actor, workspace))`). False until the user is known. The server
 * applies the same check; the answer only hides what it would refuse.
 */
export function useCan(check: (actor: SignedInActor) => boolean): boolean {
  const user = useCurrentUser().data;
  return user ? check(actorOf(user)) : false;
}

/** The signed-in user as the checks read it, or null until known. */
export function useActor(): (Actor & SignedInActor) | null {
  const user = useCurrentUser().data;
  return user ? actorOf(user) : null;
}
