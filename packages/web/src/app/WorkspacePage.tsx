import { CurrentUserSummary } from '../modules/people/CurrentUserSummary';
import { useCurrentUser } from '../modules/people/people.api';

/**
 * /workspace/:id. Workspaces and their tools arrive with the workspace module; until then every
 * workspace shows what is real today: the signed-in user.
 */
export function WorkspacePage() {
  const { data: user } = useCurrentUser();
  return user ? <CurrentUserSummary user={user} /> : null;
}
