import type { RankedCandidate, ResourceRequest } from '@atrium/contracts';
import { Button, Flex, Progress, Table, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { messageForError } from '../../../platform/errorMessages';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useFulfilResourceRequest, useHoldPerson, useRankedCandidates } from '../resources.api';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * The people ranked for the request, best first, with why (skills, availability, bench, location, cost band — never
 * salary), a Fulfil action that allocates one after a confirmation and a Hold action that keeps one for the request
 * until confirmed (a soft booking).
 */
export function RankedCandidates({ request }: { request: ResourceRequest }) {
  const candidates = useRankedCandidates(request.id, true);
  const fulfil = useFulfilResourceRequest();
  const hold = useHoldPerson();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();

  const askFulfil = (candidate: RankedCandidate) =>
    confirm({
      title: `Allocate ${candidate.name}`,
      content: `${candidate.name} is allocated to ${request.project.code} ${request.project.name} (${
        request.resource_group?.name ?? 'its group'
      }) at ${request.allocation_percent}% from ${request.start_date} to ${request.end_date}, ${
        request.is_billable ? 'billable' : 'not billable'
      }, against ${request.code}.`,
      confirmText: 'Allocate',
      onConfirm: () =>
        fulfil.mutateAsync({ id: request.id, employeeId: candidate.employee_id }).then(
          (saved) =>
            notify(
              'success',
              saved.status === 'fulfilled'
                ? `${candidate.name} allocated; ${request.code} is fulfilled`
                : `${candidate.name} allocated (${saved.filled_count} of ${saved.count})`,
            ),
          (error: unknown) => {
            notify('error', messageForError(error, 'resources'));
            throw error;
          },
        ),
    });

  const holdCandidate = (candidate: RankedCandidate) =>
    hold.mutate(
      { id: request.id, employeeId: candidate.employee_id },
      {
        onSuccess: () => notify('success', `${candidate.name} held for ${request.code}`),
        onError: (error) => notify('error', messageForError(error, 'resources')),
      },
    );

  const columns: TableProps<RankedCandidate>['columns'] = [
    {
      title: 'Person',
      key: 'name',
      fixed: 'left',
      render: (_, c) => (
        <Flex vertical>
          <span>{c.name}</span>
          <Typography.Text type="secondary">
            {[c.code, c.designation].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Score',
      key: 'score',
      width: 120,
      render: (_, c) => <Progress percent={c.score} size="small" format={(value) => `${value}`} />,
    },
    {
      title: 'Skills',
      key: 'skills',
      render: (_, c) => (
        <Flex gap={4} wrap>
          {c.matched_skills.map((skill) => (
            <Tag key={skill} color="green">
              {skill}
            </Tag>
          ))}
          {c.missing_skills.map((skill) => (
            <Tooltip key={skill} title="Missing">
              <Tag>{skill}</Tag>
            </Tooltip>
          ))}
          {!c.matched_skills.length && !c.missing_skills.length && '—'}
        </Flex>
      ),
    },
    {
      title: 'Available',
      key: 'availability',
      align: 'right',
      render: (_, c) => (
        <Tooltip
          title={`${c.booked_percent}% booked over the request's dates${
            c.leave_days ? `, ${days(c.leave_days)} of leave` : ''
          }`}
        >
          {`${c.availability}%`}
        </Tooltip>
      ),
    },
    { title: 'Bench', key: 'bench', align: 'right', render: (_, c) => days(c.bench_days) },
    {
      title: 'Experience',
      key: 'experience',
      align: 'right',
      render: (_, c) => (c.experience === null ? '—' : `${c.experience} yrs`),
    },
    {
      title: 'Location',
      key: 'location',
      render: (_, c) => (
        <span>
          {c.location ?? '—'}
          {!c.location_match && request.location && (
            <Typography.Text type="warning"> (elsewhere)</Typography.Text>
          )}
        </span>
      ),
    },
    { title: 'Cost band', key: 'cost_band', render: (_, c) => c.cost_band ?? '—' },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, c) => (
        <Flex gap={8}>
          <Button
            size="small"
            type="primary"
            onClick={() => askFulfil(c)}
            aria-label={`Fulfil with ${c.name}`}
          >
            Fulfil
          </Button>
          <Button size="small" onClick={() => holdCandidate(c)} aria-label={`Hold ${c.name}`}>
            Hold
          </Button>
        </Flex>
      ),
    },
  ];

  if (candidates.isError)
    return <LoadFailed variant="inline" error={candidates.error} onRetry={() => candidates.refetch()} />;
  return (
    <>
      <Table<RankedCandidate>
        aria-label="Ranked candidates"
        rowKey="employee_id"
        size="small"
        loading={candidates.isPending}
        columns={columns}
        dataSource={candidates.data?.results ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <EmptyState description="Nobody with some of the asked share free matches this request's skills." />
          ),
        }}
      />
      {dialog}
    </>
  );
}
