import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatDisplayDate } from '@atrium/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { useConfirmation } from './useConfirmation';

/** A document attached to an opportunity, one of its stages or a stage checklist item (spec 3). */
export interface DocumentRecord {
  id: number;
  title: string;
  file: string;
  extension: string;
  created: string;
  /** The id of the user who added it. */
  creator: number;
  stage_title?: string | null;
  context_type: string;
}

const CONTEXT_LABELS: Readonly<Record<string, string>> = {
  'project:opportunity-stage-content': 'Stage',
  'checklist:task': 'Stage checklist item',
};

/** Where the document belongs: a stage, a stage checklist item, or else the opportunity. */
export function documentContextLabel(contextType: string): string {
  return CONTEXT_LABELS[contextType] ?? 'Opportunity';
}

interface DocumentRowProps {
  document: DocumentRecord;
  currentUserId: number;
  /** The creator's name, when the creator is someone else. */
  creatorName?: string;
  isActionEnabled: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(document: DocumentRecord): void;
  /** Opens the file when a link cannot (a download that needs the session); `file` is the link otherwise. */
  onOpen?(document: DocumentRecord): void;
  /** Runs after the user confirms; the dialog stays open until it settles. */
  onDelete(document: DocumentRecord): unknown;
}

/** A document list row (spec 2.10): what, who, when and where, with edit and delete when allowed. */
export function DocumentRow({
  document,
  currentUserId,
  creatorName,
  isActionEnabled,
  canEdit,
  canDelete,
  onEdit,
  onOpen,
  onDelete,
}: DocumentRowProps) {
  const [confirm, confirmationDialog] = useConfirmation();
  const creator = document.creator === currentUserId ? 'you' : creatorName;
  const context = documentContextLabel(document.context_type);
  const askToDelete = () =>
    confirm({
      title: 'Delete document',
      content: `Are you sure you want to delete ${document.title}?`,
      confirmText: 'Delete',
      isDanger: true,
      onConfirm: () => onDelete(document),
    });

  return (
    <Flex component="article" aria-label={document.title} justify="space-between" align="center" gap={16}>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex align="center" gap={8}>
          <Typography.Link
            href={document.file}
            target="_blank"
            rel="noreferrer"
            ellipsis
            onClick={
              onOpen
                ? (event) => {
                    event.preventDefault();
                    onOpen(document);
                  }
                : undefined
            }
          >
            {document.title}
          </Typography.Link>
          <Tag>{document.extension}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {creator && <>by {creator} · </>}
          {formatDisplayDate(new Date(document.created))} · {context}
          {document.stage_title && context !== 'Opportunity' && <>: {document.stage_title}</>}
        </Typography.Text>
      </Flex>
      {isActionEnabled && (
        <Flex gap={4}>
          {canEdit && (
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${document.title}`}
              onClick={() => onEdit(document)}
            />
          )}
          {canDelete && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${document.title}`}
              onClick={askToDelete}
            />
          )}
        </Flex>
      )}
      {confirmationDialog}
    </Flex>
  );
}
