import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_MESSAGES, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { messageForError } from '../../platform/errorMessages';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { type CatalogueDefinition, ORG_SETUP_MODULE } from './catalogue';
import { type ListQuery, useRemoveSetupRecord, useSetupPage } from './org-setup.api';

interface FormDialogProps<Row> {
  record: Row | null;
  onClose(): void;
}

const formDialogs = new WeakMap<object, LazyExoticComponent<ComponentType<FormDialogProps<never>>>>();

/**
 * A catalogue's record form, with its inputs, number and date fields, fetched when it first opens; one
 * component per catalogue, made once.
 */
function formDialogOf<Row extends { id: number }, Values extends object>(
  definition: CatalogueDefinition<Row, Values>,
): LazyExoticComponent<ComponentType<FormDialogProps<Row>>> {
  let dialog = formDialogs.get(definition);
  if (!dialog) {
    dialog = lazy(async () => {
      const [{ RecordFormModal }, form] = await Promise.all([
        import('./RecordFormModal'),
        definition.loadForm(),
      ]);
      return {
        default: (props: FormDialogProps<Row>) => (
          <RecordFormModal definition={definition} recordForm={form} {...props} />
        ),
      };
    });
    formDialogs.set(definition, dialog);
  }
  return dialog as LazyExoticComponent<ComponentType<FormDialogProps<Row>>>;
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
  const FormDialog = formDialogOf(definition);

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
        <Suspense fallback={null}>
          <FormDialog record={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      {confirmation}
    </Flex>
  );
}
