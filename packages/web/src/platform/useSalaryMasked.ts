import { canSeeSalaryMaskToggle, SALARY_MASK_WORKSPACES } from '@atrium/contracts';
import { useParams } from 'react-router';
import { useSalaryShown } from './salaryMask';
import { useCan } from './useCan';

/**
 * Whether figures that reveal pay (costs, cost rates, margins) are masked here: inside the salary and
 * project-overview workspaces they are, until someone the spec lets see salaries shows them with the header's
 * toggle (spec 4 "Session", 6). A tool opened on its own page has no toggle and shows what the server sent.
 */
export function useSalaryMasked(): boolean {
  const { id: workspace = '' } = useParams();
  const isShown = useSalaryShown();
  const mayShow = useCan((actor) => canSeeSalaryMaskToggle(actor, workspace));
  if (!SALARY_MASK_WORKSPACES.some((name) => name === workspace)) return false;
  return !(isShown && mayShow);
}
