import { type Application, canUseApplications } from '@atrium/contracts';
import { Table, type TableProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../../platform/displayDate';
import { toolLink } from '../../../platform/tools/toolLink';
import { useCan } from '../../../platform/useCan';
import { useApplications } from '../applications.api';
import { ApplicationStatusBadge } from './applicationText';

/** A candidate's applications to the requests the caller reads: each opens in the application tracker. */
export function CandidateApplications({ candidateId }: { candidateId: number }) {
  const canUse = useCan(canUseApplications);
  if (!canUse) return null;
  return <ApplicationsTable candidateId={candidateId} />;
}

function ApplicationsTable({ candidateId }: { candidateId: number }) {
  const navigate = useNavigate();
  const applications = useApplications({ candidate_id: candidateId, limit: 50 });
  const columns: TableProps<Application>['columns'] = [
    {
      title: 'Hiring request',
      key: 'request',
      render: (_, a) => (
        <a
          href={toolLink('candidate-application-tracker', { application: a.id })}
          onClick={(event) => {
            event.preventDefault();
            navigate(toolLink('candidate-application-tracker', { application: a.id }));
          }}
        >
          {a.hiring_request.code} · {a.hiring_request.title}
        </a>
      ),
    },
    { title: 'Stage', key: 'stage', render: (_, a) => a.stage.name },
    { title: 'Status', key: 'status', render: (_, a) => <ApplicationStatusBadge status={a.status} /> },
    { title: 'Added', key: 'created', render: (_, a) => displayDate(a.created.slice(0, 10)) },
  ];
  return (
    <>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Applications
      </Typography.Title>
      <Table<Application>
        aria-label="Applications"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={applications.data?.results ?? []}
        loading={applications.isFetching}
        pagination={false}
        locale={{ emptyText: 'Not added to any hiring request yet.' }}
      />
    </>
  );
}
