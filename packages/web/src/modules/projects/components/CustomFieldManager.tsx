import { PlusOutlined } from '@ant-design/icons';
import type { CustomField } from '@atrium/contracts';
import { Button, Card, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { capitalise } from '../../../platform/formFields';
import { EmptyState } from '../../../ui/EmptyState';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { useRemoveCustomField } from '../projects.api';

// The add-field form, with its dialog, is fetched when first opened.
const CustomFieldModal = lazy(() =>
  import('./CustomFieldModal').then((m) => ({ default: m.CustomFieldModal })),
);

/** The organisation's project custom fields, for those who manage them: add one, remove one. */
export function FieldManager({ fields }: { fields: CustomField[] }) {
  const [adding, setAdding] = useState(false);
  const hasForm = useOpenedOnce(adding);
  const remove = useRemoveCustomField();
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  return (
    <Card
      size="small"
      title="Project custom fields"
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add field
        </Button>
      }
    >
      <Table<CustomField>
        aria-label="Project custom fields"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={fields}
        locale={{ emptyText: <EmptyState description="No custom fields yet." /> }}
        columns={[
          { title: 'Field', dataIndex: 'name', key: 'name' },
          { title: 'Type', key: 'type', render: (_, f) => capitalise(f.field_type) },
          { title: 'Options', key: 'options', render: (_, f) => f.options.join(', ') || '—' },
          { title: 'Required', key: 'required', render: (_, f) => (f.is_required ? 'Yes' : 'No') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, f) => (
              <Button
                type="link"
                danger
                onClick={() =>
                  confirm({
                    title: `Remove ${f.name}?`,
                    content: 'Projects no longer show it nor ask for it.',
                    isDanger: true,
                    confirmText: 'Remove',
                    onConfirm: () =>
                      remove.mutateAsync(f.id).then(() => notify('success', `${f.name} removed`)),
                  })
                }
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
      {hasForm && (
        <Suspense fallback={null}>
          <CustomFieldModal open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {confirmation}
    </Card>
  );
}
