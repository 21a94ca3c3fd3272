import { TOUR_BASE_STEPS, TOUR_ORG_SETUP_EXTRA_STEPS, WORKSPACE_NAMES } from '@atrium/contracts';
import { Tour, type TourStepProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { apiRequest } from '../../platform/apiClient';
import { useCurrentUser } from '../../platform/currentUser';
import { useOrganization } from '../../platform/OrganizationContext';
import { findTourTarget } from '../../platform/tourTargets';
import { isNewUser, markTourSeen, noteFirstVisit } from './userType';

interface TourStep {
  title: string;
  description: string;
  target: () => HTMLElement | null;
}

const BASE_STEPS: readonly TourStep[] = [
  {
    title: 'Find anything',
    description: 'Search people and workspaces. Press Ctrl+/ (Cmd+/ on a Mac) to jump here.',
    target: () => findTourTarget('workspace-search'),
  },
  {
    title: 'Your profile',
    description: 'Open your profile or sign out from this menu.',
    target: () => findTourTarget('profile-menu'),
  },
  {
    title: 'Stay informed',
    description: 'The bell turns red when something needs you. Open it to read your notifications.',
    target: () => findTourTarget('notifications'),
  },
  {
    title: 'Back to your dashboard',
    description: 'Your organisation’s logo always takes you home.',
    target: () => findTourTarget('home'),
  },
];

/** Where the tour is given: the home, and org setup with its extra step; a tool page is for working. */
const TOUR_WORKSPACES: ReadonlySet<string> = new Set([WORKSPACE_NAMES.DEFAULT, WORKSPACE_NAMES.ORG_SETUP]);

/** The org-setup workspace adds a step on its own content. */
const SETUP_STEP: TourStep = {
  title: 'Setup',
  description:
    'Set up your organisation here: its departments, people and settings, which every other workspace builds on.',
  target: () => document.querySelector('main'),
};

/** The target is looked up when shown; Tour's typing splits "element or null" into two function types. */
function toTourStep({ title, description, target }: TourStep): TourStepProps {
  return { title, description, target: target as () => HTMLElement };
}

function stepsFor(workspace: string): { steps: readonly TourStep[]; expected: number } {
  if (workspace === WORKSPACE_NAMES.ORG_SETUP) {
    return { steps: [...BASE_STEPS, SETUP_STEP], expected: TOUR_BASE_STEPS + TOUR_ORG_SETUP_EXTRA_STEPS };
  }
  return { steps: BASE_STEPS, expected: TOUR_BASE_STEPS };
}

/** Tells the server the tour was seen; if that fails, the tour is only offered again in another browser. */
function rememberTourSeen(organizationId: number) {
  apiRequest({ method: 'POST', path: `/${organizationId}/org/employee/me/tour-seen/` }).catch(
    () => undefined,
  );
}

/**
 * The first-visit tour (spec 2.9): only for a NEW-USER who has not seen it in any browser, and only when every
 * step's target is on the page, so it never points at nothing. Closing or finishing it makes the user an
 * OLD-USER, here and on the server. It does not dim or block the page: it is a hint, and whoever knows where
 * they are going can carry on.
 */
export function FirstVisitTour() {
  const { id: workspace = '' } = useParams();
  const organization = useOrganization();
  const user = useCurrentUser();
  const seenElsewhere = user.data?.tour_seen;
  const { steps, expected } = useMemo(() => stepsFor(workspace), [workspace]);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    noteFirstVisit();
    if (seenElsewhere) markTourSeen();
    const present = steps.filter((step) => step.target() !== null).length;
    setOpen(seenElsewhere === false && isNewUser() && TOUR_WORKSPACES.has(workspace) && present === expected);
  }, [steps, expected, workspace, seenElsewhere]);

  const finish = () => {
    markTourSeen();
    setOpen(false);
    rememberTourSeen(organization.id);
  };
  return (
    <Tour
      open={isOpen}
      steps={steps.map(toTourStep)}
      onClose={finish}
      onFinish={finish}
      mask={false}
      scrollIntoViewOptions={false}
    />
  );
}
