import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_MESSAGES, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Alert, Button, Flex, Form, Modal, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import type { ResponseSchema } from '../../platform/apiClient';
import { messageForError } from '../../platform/errorMessages';
import { useServerForm } from '../../platform/useServerForm';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import {
  type ListQuery,
  type SetupResource,
  useRemoveSetupRecord,
  useSaveSetupRecord,
  useSetupPage,
} from './org-setup.api';

/** Field errors and messages of the setup screens are looked up under this module. */
export const ORG_SETUP_MODULE = 'org-setup';

/** How one catalogue is listed and edited on the Setup screen. */
export interface CatalogueDefinition<Row extends { id: number }, Values extends object> {
  resource: SetupResource;
  /** One record, lower case: 'designation'. */
  noun: string;
  /** The list, capitalised: 'Designations'. */
  title: string;
  pageSchema: ResponseSchema<{ count: number; results: Row[] }>;
  rowSchema: ResponseSchema<Row>;
  columns: TableColumnsType<Row>;
  nameOf(row: Row): string;
  /** The form's fields; `record` is the one being edited, null for a new one. */
  fields(record: Row | null): ReactNode;
  /** Fields the server may name in its field errors. */
  formFields: readonly string[];
  initialValues(record: Row | null): Partial<Values>;
  toBody(values: Values, record: Row | null): unknown;
}

interface CatalogueTableProps<Row extends { id: number }, Values extends object> {
  definition: CatalogueDefinition<Row, Values>;
  canManage: boolean;
  /** Filters beyond the search (the holidays' year), sent with every page. */
  query?: ListQuery;
  /** Controls shown before the search box. */
  filters?: ReactNode;
}

/**
 * One catalogue: a paginated table searched on the server, with add and edit in a modal form and removal
 * after a confirmation, for those who may change the setup.
 */
export function CatalogueTable<Row extends { id: number }, Values extends object>({
  definition,
  canManage,
  query,
  filters,
}: CatalogueTableProps<Row, Values>) {
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  /** The record in the form: null for a new one, undefined when the form is closed. */
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const list = useSetupPage(
    definition.resource,
    { ...query, search, limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE },
    definition.pageSchema,
  );
  useFailedLoadAsPageState(list.error);
  const remove = useRemoveSetupRecord(definition.resource);
  const [confirm, confirmation] = useConfirmation();
  const notify = useNotify();
  const listName = definition.title.toLowerCase();

  const askToRemove = (row: Row) =>
    confirm({
      title: `Delete ${definition.noun} ${definition.nameOf(row)}?`,
      content: 'This cannot be undone.',
      confirmText: 'Delete',
      isDanger: true,
      onConfirm: () =>
        remove.mutateAsync(row.id).then(
          () => notify('success', DEFAULT_MESSAGES.success),
          (error) => notify('error', messageForError(error, ORG_SETUP_MODULE)),
        ),
    });

  const columns: TableColumnsType<Row> = canManage
    ? [
        ...definition.columns,
        {
          title: 'Actions',
          key: 'actions',
          width: 120,
          render: (_, row) => (
            <Flex gap={4}>
              <Button
                type="text"
                icon={<EditOutlined aria-hidden />}
                aria-label={`Edit ${definition.nameOf(row)}`}
                onClick={() => setEditing(row)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Delete ${definition.nameOf(row)}`}
                onClick={() => askToRemove(row)}
              />
            </Flex>
          ),
        },
      ]
    : definition.columns;

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
      Add {definition.noun}
    </Button>
  );

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap justify="space-between" align="start">
        <Flex gap={8} wrap align="start">
          {filters}
          <FilterBar
            filters={[]}
            value={{ search }}
            onChange={(next) => {
              setSearch(next.search as string | undefined);
              setPage(1);
            }}
            search={{ label: `Search ${listName}`, placeholder: 'Name' }}
          />
        </Flex>
        {canManage && addButton}
      </Flex>
      {list.isError && !list.data ? (
        <LoadFailed variant="inline" error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Table<Row>
          aria-label={definition.title}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.results ?? []}
          loading={list.isFetching}
          locale={{
            emptyText: (
              <EmptyState
                description={search ? `No ${listName} match this search.` : `There are no ${listName} yet.`}
                action={canManage && !search ? addButton : undefined}
              />
            ),
          }}
          onChange={(pagination) => setPage(pagination.current ?? 1)}
          pagination={{
            current: page,
            pageSize: DEFAULT_PAGE_SIZE,
            total: list.data?.count ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          scroll={{ x: true }}
        />
      )}
      {editing !== undefined && (
        <RecordFormModal definition={definition} record={editing} onClose={() => setEditing(undefined)} />
      )}
      {confirmation}
    </Flex>
  );
}

interface RecordFormModalProps<Row extends { id: number }, Values extends object> {
  definition: CatalogueDefinition<Row, Values>;
  record: Row | null;
  onClose(): void;
}

function RecordFormModal<Row extends { id: number }, Values extends object>({
  definition,
  record,
  onClose,
}: RecordFormModalProps<Row, Values>) {
  const [form] = Form.useForm<Values>();
  const save = useSaveSetupRecord(definition.resource, definition.rowSchema);
  const { failure, clearFailure, showServerError } = useServerForm(
    form,
    ORG_SETUP_MODULE,
    definition.formFields,
  );
  const notify = useNotify();

  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      { id: record?.id, body: definition.toBody(values, record) },
      {
        onSuccess: () => {
          notify('success', record ? DEFAULT_MESSAGES.updateSuccess : DEFAULT_MESSAGES.success);
          onClose();
        },
        onError: (error) => {
          showServerError(error);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={record ? `Edit ${definition.noun}` : `Add ${definition.noun}`}
      okText="Save"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name={`${definition.resource.key}-form`}
        initialValues={definition.initialValues(record)}
        onFinish={submit}
      >
        {definition.fields(record)}
        {/* Enter in any field submits the form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
