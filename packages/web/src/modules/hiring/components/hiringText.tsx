import { formatAmount, HIRING_REQUEST_STATUS_TEXTS, type HiringRequest } from '@atrium/contracts';
import { MaskedFigure } from '../../../ui/MaskedFigure';
import { StatusBadge } from '../../../ui/StatusBadge';

/** "3–6 years". */
export const experienceText = (request: Pick<HiringRequest, 'min_experience' | 'max_experience'>) =>
  `${request.min_experience}–${request.max_experience} years`;

/** The CTC range in rupees, dots for one who may not see salaries, a dash when none was given. */
export function CtcRange({ request }: { request: HiringRequest }) {
  if (request.salary_hidden) return <MaskedFigure />;
  if (request.min_ctc === null && request.max_ctc === null) return <>—</>;
  const figure = (value: number | null) => (value === null ? '…' : formatAmount(value, 'INR'));
  return (
    <>
      {figure(request.min_ctc)} – {figure(request.max_ctc)}
    </>
  );
}

/** The request's status as its badge reads: 'On hold', 'Pending approval'. */
export function HiringStatusBadge({ status }: { status: HiringRequest['status'] }) {
  return <StatusBadge status={status} label={HIRING_REQUEST_STATUS_TEXTS[status]} />;
}

/** "Senior Software Engineer · Engineering". */
export const requestTitle = (request: HiringRequest) =>
  [request.designation?.name, request.department?.name].filter(Boolean).join(' · ');
