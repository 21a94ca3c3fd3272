import { type Interview, RECOMMENDATION_TEXTS } from '@atrium/contracts';
import { Button, Flex, Segmented, Table, type TableProps, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { pageOption, textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { useMyInterviews } from './applications.api';
import { InterviewStatusBadge } from './components/applicationText';
import { slotText } from './components/interviewText';

const FeedbackFormModal = lazy(() =>
  import('./components/FeedbackFormModal').then((m) => ({ default: m.FeedbackFormModal })),
);

const PAGE_SIZE = 20;

/**
 * 'interviews-feedback' (Interview Candidate List): the interviews the caller sits on, upcoming or past, with the
 * slot, the meeting link and the candidate; once the candidate has accepted the slot, the scorecard to give.
 */
export function InterviewsFeedbackTool({ options, onOptionsChange }: ToolProps) {
  const notify = useNotify();
  const when = textOption(options, 'when') === 'past' ? 'past' : 'upcoming';
  const page = pageOption(options, 'page');
  const interviews = useMyInterviews({ when, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const [scoring, setScoring] = useState<Interview | null>(null);
  const hasForm = useOpenedOnce(scoring !== null);

  const columns: TableProps<Interview>['columns'] = [
    {
      title: 'Candidate',
      key: 'candidate',
      render: (_, i) => (
        <Flex vertical>
          <strong>{i.candidate.name}</strong>
          <Typography.Text type="secondary" title={i.hiring_request.title}>
            {i.hiring_request.code}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Round', key: 'round', render: (_, i) => i.stage.name },
    {
      title: 'Time slot',
      key: 'slot',
      render: (_, i) => (
        <Flex vertical>
          <span>{slotText(i)}</span>
          {i.meeting_link && (
            <a href={i.meeting_link} target="_blank" rel="noreferrer">
              Join the meeting
            </a>
          )}
        </Flex>
      ),
    },
    { title: 'Status', key: 'status', render: (_, i) => <InterviewStatusBadge status={i.status} /> },
    {
      title: 'Your feedback',
      key: 'feedback',
      render: (_, i) => {
        const open = i.status === 'accepted' || i.status === 'in-progress';
        if (i.my_feedback)
          return (
            <Flex gap={8} align="center" wrap>
              <span>
                {RECOMMENDATION_TEXTS[i.my_feedback.recommendation]} · {i.my_feedback.average}/5
              </span>
              {open && (
                <Button size="small" onClick={() => setScoring(i)}>
                  Edit
                </Button>
              )}
            </Flex>
          );
        if (open)
          return (
            <Button size="small" type="primary" onClick={() => setScoring(i)}>
              Give feedback
            </Button>
          );
        return <Typography.Text type="secondary">Once the slot is accepted</Typography.Text>;
      },
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Segmented
        aria-label="Which interviews"
        value={when}
        options={[
          { label: 'Upcoming', value: 'upcoming' },
          { label: 'Past', value: 'past' },
        ]}
        onChange={(value) =>
          onOptionsChange(
            withOptions(options, { when: value === 'past' ? 'past' : undefined, page: undefined }),
          )
        }
        style={{ alignSelf: 'flex-start' }}
      />
      {interviews.isError ? (
        <LoadFailed variant="inline" error={interviews.error} onRetry={() => interviews.refetch()} />
      ) : (
        <Table<Interview>
          aria-label="Your interviews"
          rowKey="id"
          columns={columns}
          dataSource={interviews.data?.results ?? []}
          loading={interviews.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <EmptyState
                description={
                  when === 'upcoming'
                    ? 'No upcoming interviews. Interviews you are on the panel of show here.'
                    : 'No past interviews.'
                }
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: interviews.data?.count ?? 0,
            hideOnSinglePage: true,
            onChange: (next) =>
              onOptionsChange(withOptions(options, { page: next === 1 ? undefined : next })),
          }}
        />
      )}
      {hasForm && scoring && (
        <Suspense fallback={null}>
          <FeedbackFormModal
            open={scoring !== null}
            interview={scoring}
            onClose={() => setScoring(null)}
            onSaved={() => {
              setScoring(null);
              notify('success', 'Feedback saved');
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
