import {
  OPPORTUNITY_DOCUMENT_CONTEXT_TEXTS,
  OPPORTUNITY_DOCUMENT_CONTEXTS,
  type OpportunityDetail,
  type OpportunityDocument,
  type OpportunityDocumentContext,
  TEXT_LIMITS,
} from '@atrium/contracts';
import { Button, Card, Divider, Flex, Form, Input, Pagination, Select, Skeleton, Typography } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import { PAGE_SIZE } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useActor } from '../../platform/useCan';
import { DocumentRow } from '../../ui/DocumentRow';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { LoadFailed } from '../../ui/LoadFailed';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { useNotify } from '../../ui/useNotify';
import { DocumentUploadForm } from './components/DocumentUploadForm';
import { useDocumentChanges, useOpportunityDocuments } from './insight.api';
import { useOpportunity } from './sales.api';

/**
 * 'sales-opportunity-document-manager' (Opportunity Document Manager): the documents of the opportunity in option
 * `id`, about the opportunity, a stage or a stage checklist item; whoever works on it uploads and downloads, their
 * creator, the sales head and the CEO rename and delete them.
 */
export function DocumentManagerTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const opportunity = useOpportunity(id);
  return (
    <OpenedRecord
      id={id}
      query={opportunity}
      emptyText="Open an opportunity and choose Documents to manage its documents."
    >
      {(record) => <OpportunityDocuments opportunity={record} />}
    </OpenedRecord>
  );
}

function OpportunityDocuments({ opportunity }: { opportunity: OpportunityDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const actor = useActor();
  const [page, setPage] = useState(1);
  const [context, setContext] = useState<OpportunityDocumentContext | undefined>();
  const [renaming, setRenaming] = useState<OpportunityDocument | null>(null);
  const documents = useOpportunityDocuments(opportunity.id, {
    context_type: context,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const changes = useDocumentChanges(opportunity.id);
  const byId = new Map((documents.data?.results ?? []).map((document) => [document.id, document]));
  const open = (document: OpportunityDocument) =>
    changes.download(document).catch((error: unknown) => notify('error', messageForError(error, 'sales')));

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {opportunity.code} {opportunity.name}
        </Typography.Title>
        <Button onClick={() => navigate(toolLink('opportunity-detail', { id: opportunity.id }))}>
          Back to the opportunity
        </Button>
      </Flex>
      <Card size="small" title="Upload a document">
        <DocumentUploadForm
          opportunity={opportunity}
          upload={(input) => changes.upload.mutateAsync(input)}
          isUploading={changes.upload.isPending}
        />
      </Card>
      <Card
        size="small"
        title="Documents"
        extra={
          <Select<OpportunityDocumentContext | ''>
            aria-label="Context"
            value={context ?? ''}
            style={{ width: 220 }}
            onChange={(value) => {
              setContext(value || undefined);
              setPage(1);
            }}
            options={[
              { label: 'Any context', value: '' },
              ...OPPORTUNITY_DOCUMENT_CONTEXTS.map((value) => ({
                label: OPPORTUNITY_DOCUMENT_CONTEXT_TEXTS[value],
                value,
              })),
            ]}
          />
        }
      >
        {documents.isError ? (
          <LoadFailed variant="inline" error={documents.error} onRetry={() => documents.refetch()} />
        ) : (
          <DocumentList
            documents={documents.data?.results}
            count={documents.data?.count ?? 0}
            page={page}
            onPage={setPage}
            renderItem={(document) => (
              <DocumentRow
                key={document.id}
                document={{
                  id: document.id,
                  title: document.title,
                  file: '#',
                  extension: document.extension,
                  created: document.created,
                  creator: document.creator?.id ?? 0,
                  stage_title:
                    document.context_type === 'checklist:task'
                      ? `${document.task_title ?? ''} (${document.stage_title ?? ''})`
                      : document.stage_title,
                  context_type: document.context_type,
                }}
                currentUserId={actor?.user_id ?? -1}
                creatorName={document.creator?.name}
                isActionEnabled
                canEdit={document.can_change}
                canDelete={document.can_change}
                onOpen={() => open(document)}
                onEdit={() => setRenaming(document)}
                onDelete={(row) =>
                  changes.remove.mutateAsync(row.id).then(
                    () => notify('success', 'Document deleted'),
                    (error: unknown) => notify('error', messageForError(error, 'sales')),
                  )
                }
              />
            )}
          />
        )}
      </Card>
      <RenameModal
        document={renaming && (byId.get(renaming.id) ?? renaming)}
        rename={(title) => changes.rename.mutateAsync({ id: renaming?.id ?? 0, title })}
        isSaving={changes.rename.isPending}
        onClose={() => setRenaming(null)}
      />
    </Flex>
  );
}

interface DocumentListProps {
  documents: OpportunityDocument[] | undefined;
  count: number;
  page: number;
  onPage(page: number): void;
  renderItem(document: OpportunityDocument): ReactNode;
}

/** A page of documents, one row each, with the pages below when there are more. */
function DocumentList({ documents, count, page, onPage, renderItem }: DocumentListProps) {
  if (!documents) return <Skeleton active />;
  if (!documents.length) return <EmptyState description="No documents yet. Upload one above." />;
  return (
    <Flex vertical gap={12}>
      {documents.map((document) => (
        <Fragment key={document.id}>
          {renderItem(document)}
          <Divider style={{ margin: 0 }} />
        </Fragment>
      ))}
      {count > PAGE_SIZE && (
        <Pagination
          align="end"
          current={page}
          pageSize={PAGE_SIZE}
          total={count}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}

interface RenameModalProps {
  document: OpportunityDocument | null;
  rename(title: string): Promise<unknown>;
  isSaving: boolean;
  onClose(): void;
}

function RenameModal({ document, rename, isSaving, onClose }: RenameModalProps) {
  const [form] = Form.useForm<{ title: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const notify = useNotify();
  return (
    <FormModal<{ title: string }>
      open={document !== null}
      title="Rename document"
      okText="Save"
      saving={isSaving}
      failure={failure}
      form={form}
      name="opportunity-document-rename"
      initialValues={{ title: document?.title }}
      onFinish={({ title }) =>
        rename(title.trim()).then(
          () => {
            notify('success', 'Document renamed');
            onClose();
          },
          (error: unknown) => setFailure(messageForError(error, 'sales')),
        )
      }
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <Form.Item name="title" label="Title" rules={[requiredRule({ module: 'sales', field: 'title' })]}>
        <Input maxLength={TEXT_LIMITS.medium} />
      </Form.Item>
    </FormModal>
  );
}
