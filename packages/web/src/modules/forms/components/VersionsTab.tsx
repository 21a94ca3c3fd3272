import type { FormVersionSummary } from '@atrium/contracts';
import { Button, Modal, Skeleton, type TableProps } from 'antd';
import { useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { LoadFailed } from '../../../ui/LoadFailed';
import { QueryPagedTable, usePage } from '../../../ui/QueryPagedTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useFormVersion, useFormVersions } from '../forms.api';
import { FormPreview } from './FormPreview';

const day = (timestamp: string | null) => (timestamp ? displayDate(timestamp.slice(0, 10)) : '—');

/** The form's versions, newest first, paged; each opens read-only as it was built. */
export function VersionsTab({ formId }: { formId: number }) {
  const paging = usePage(10);
  const [opened, setOpened] = useState<number | undefined>();
  const versions = useFormVersions(formId, { limit: paging.limit, offset: paging.offset });
  const version = useFormVersion(formId, opened);
  const columns: TableProps<FormVersionSummary>['columns'] = [
    { title: 'Version', key: 'version', render: (_, row) => `v${row.version}`, width: 90 },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Status', key: 'status', render: (_, row) => <StatusBadge status={row.status} /> },
    { title: 'Questions', dataIndex: 'field_count', key: 'questions', align: 'right' },
    { title: 'Published', key: 'published', render: (_, row) => day(row.published_at) },
    { title: 'Retired', key: 'retired', render: (_, row) => day(row.retired_at) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => setOpened(row.version)}
          aria-label={`View version ${row.version}`}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <>
      <QueryPagedTable<FormVersionSummary>
        aria-label="Versions"
        rowKey="id"
        size="middle"
        columns={columns}
        query={versions}
        paging={paging}
      />
      <Modal
        open={opened !== undefined}
        title={version.data ? `${version.data.name} · v${version.data.version}` : 'Version'}
        footer={null}
        width={760}
        onCancel={() => setOpened(undefined)}
        destroyOnHidden
      >
        {version.isError ? (
          <LoadFailed variant="inline" error={version.error} onRetry={() => version.refetch()} />
        ) : version.data ? (
          <FormPreview fields={version.data.fields} name={`version-${version.data.id}`} />
        ) : (
          <Skeleton active />
        )}
      </Modal>
    </>
  );
}
