import {
  type Application,
  type ApplicationEvent,
  CANDIDATE_SOURCE_TEXTS,
  canReadPastFeedback,
  type HiringStage,
} from '@atrium/contracts';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Timeline, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { displayDate } from '../../../platform/displayDate';
import { toolLink } from '../../../platform/tools/toolLink';
import { useCan } from '../../../platform/useCan';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useApplication, useApplicationHistory } from '../applications.api';
import { ApplicationStatusBadge, daysAtStage, useApplicationActions } from './applicationText';
import { InterviewPanel } from './InterviewPanel';
import { APPLICATION_ACTION_WORDS, useApplicationMoves } from './useApplicationMoves';

const OfferPanel = lazy(() => import('./OfferPanel').then((m) => ({ default: m.OfferPanel })));

const EVENT_TEXTS: Record<string, string> = {
  apply: 'Added to the request',
  move: 'Moved on',
  skip: 'Skipped ahead',
  hold: 'Put on hold',
  resume: 'Resumed',
  reject: 'Rejected',
  join: 'Joined',
};

function eventItem(event: ApplicationEvent, stages: readonly HiringStage[]) {
  const name = (key: string | null) => stages.find((stage) => stage.key === key)?.name ?? key;
  const moved = event.from_stage && event.to_stage && event.from_stage !== event.to_stage;
  return {
    key: event.id,
    children: (
      <Flex vertical gap={2}>
        <span>
          <strong>{EVENT_TEXTS[event.action] ?? event.action}</strong>
          {moved ? ` from ${name(event.from_stage)} to ${name(event.to_stage)}` : ''}
          {event.action === 'apply' && event.to_stage ? ` at ${name(event.to_stage)}` : ''}
          {event.by ? ` by ${event.by.name}` : ''} on {displayDate(event.at.slice(0, 10))}
        </span>
        {event.reason && <Typography.Text type="secondary">{event.reason}</Typography.Text>}
      </Flex>
    ),
  };
}

/** An application opened from the tracker or the board: where it stands, what may be done, its interviews and history. */
export function ApplicationDrawer({
  applicationId,
  stages,
  onClose,
}: {
  applicationId: number | undefined;
  stages: readonly HiringStage[];
  onClose(): void;
}) {
  const application = useApplication(applicationId);
  return (
    <Drawer
      open={applicationId !== undefined}
      onClose={onClose}
      size="large"
      title={
        application.data
          ? `${application.data.candidate.name} · ${application.data.hiring_request.code}`
          : 'Application'
      }
      destroyOnHidden
      extra={application.data ? <CandidateLinks candidateId={application.data.candidate.id} /> : null}
    >
      {application.isError ? (
        <LoadFailed variant="inline" error={application.error} onRetry={() => application.refetch()} />
      ) : application.data ? (
        <ApplicationDetail application={application.data} stages={stages} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

/** The candidate's profile and past feedback, beside the drawer's title. */
function CandidateLinks({ candidateId }: { candidateId: number }) {
  const navigate = useNavigate();
  const canReadFeedback = useCan(canReadPastFeedback);
  return (
    <Flex gap={4}>
      <Button type="link" onClick={() => navigate(toolLink('candidate-viewer', { id: candidateId }))}>
        Candidate profile
      </Button>
      {canReadFeedback && (
        <Button type="link" onClick={() => navigate(toolLink('past-feedback-viewer', { id: candidateId }))}>
          Past feedback
        </Button>
      )}
    </Flex>
  );
}

function ApplicationDetail({
  application,
  stages,
}: {
  application: Application;
  stages: readonly HiringStage[];
}) {
  const history = useApplicationHistory(application.id);
  const actions = useApplicationActions(application, stages.length);
  const { ask, dialog } = useApplicationMoves();
  const next = stages[application.stage.index + 1];
  const blocked =
    application.hiring_request.status === 'on-hold' || application.hiring_request.status === 'closed';
  return (
    <Flex vertical gap={16}>
      {blocked && (
        <Alert
          type="warning"
          showIcon
          title={`${application.hiring_request.code} is ${application.hiring_request.status === 'on-hold' ? 'on hold' : 'closed'}: its applications take no action.`}
        />
      )}
      {application.candidate.is_blacklisted && (
        <Alert type="error" showIcon title="This candidate is blacklisted: the application cannot move on." />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'stage',
            label: 'Stage',
            children: `${application.stage.name} (${daysAtStage(application.stage_since)})`,
          },
          {
            key: 'status',
            label: 'Status',
            children: <ApplicationStatusBadge status={application.status} />,
          },
          {
            key: 'request',
            label: 'Hiring request',
            children: `${application.hiring_request.code} · ${application.hiring_request.title}`,
          },
          { key: 'recruiter', label: 'Recruiter', children: application.recruiter?.name ?? '—' },
          { key: 'source', label: 'Source', children: CANDIDATE_SOURCE_TEXTS[application.source] },
          { key: 'applied', label: 'Added', children: displayDate(application.created.slice(0, 10)) },
          ...(application.status_reason
            ? [{ key: 'reason', label: 'Latest reason', children: application.status_reason, span: 2 }]
            : []),
        ]}
      />
      <Flex gap={8} wrap>
        {actions.map((action) => (
          <Button
            key={action}
            type={action === 'move' || action === 'resume' ? 'primary' : 'default'}
            danger={action === 'reject'}
            onClick={() => ask(application, action, action === 'move' ? next : undefined)}
          >
            {action === 'move' && next ? `Move to ${next.name}` : APPLICATION_ACTION_WORDS[action].label}
          </Button>
        ))}
      </Flex>
      {(application.stage.kind === 'offer' || application.stage.kind === 'joined') && (
        <Suspense fallback={<Skeleton active />}>
          <OfferPanel application={application} />
        </Suspense>
      )}
      <InterviewPanel
        application={application}
        canAct={actions.length > 0}
        atInterviewStage={application.stage.kind === 'interview'}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        History
      </Typography.Title>
      {history.isError ? (
        <LoadFailed variant="inline" error={history.error} onRetry={() => history.refetch()} />
      ) : history.isPending ? (
        <Skeleton active />
      ) : (
        <Timeline
          aria-label="Application history"
          items={history.data.results.map((e) => eventItem(e, stages))}
        />
      )}
      {dialog}
    </Flex>
  );
}
