import { DownloadOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type CurrentUser,
  hasAnyRole,
  IMPORT_KIND_IDS,
  IMPORT_KINDS,
  type ImportKindId,
  type ImportMode,
  type ToolOptions,
} from '@atrium/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Radio, Select, Skeleton, Typography, Upload } from 'antd';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { actorOf } from '../../platform/actor';
import { useCurrentUser } from '../../platform/currentUser';
import { messageForError } from '../../platform/errorMessages';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { SectionHeader } from '../../ui/SectionHeader';
import { loadSendingProgress } from '../tasks';
import { importFileProblem, WORKBOOK_ACCEPT } from './importFile';
import { downloadTemplate, useStartImport } from './imports.api';

// The bar of the file being sent, and the import's outcome, shown once a file is sent, are fetched then.
const SendingProgress = lazy(loadSendingProgress);
const FollowedTask = lazy(() =>
  import('./components/FollowedTask').then((m) => ({ default: m.FollowedTask })),
);
// The columns' table comes with the first kind shown, so the importer opens within its budget.
const ImportKindColumns = lazy(() =>
  import('./components/ImportKindColumns').then((m) => ({ default: m.ImportKindColumns })),
);

export const NO_IMPORT_KINDS_TEXT = 'There is nothing you may import. Ask your admin if you need to.';
export const UPLOAD_CANCELLED_TEXT = 'The upload was cancelled; nothing was imported.';

export const MODE_CHOICES: readonly { value: ImportMode; label: string; description: string }[] = [
  {
    value: 'all_or_nothing',
    label: 'All or nothing',
    description: 'If any row has a problem, nothing is saved; fix the file and upload it again.',
  },
  {
    value: 'skip_invalid_rows',
    label: 'Skip bad rows',
    description: 'Rows without problems are saved; rows with problems are skipped and listed.',
  },
];

/** The kinds this user may import (the server checks the same roles). */
function importableKinds(user: CurrentUser): ImportKindId[] {
  const actor = actorOf(user);
  return IMPORT_KIND_IDS.filter((kind) => hasAnyRole(actor, IMPORT_KINDS[kind].roles));
}

function taskOption(options: ToolOptions): number | undefined {
  const value = options.task;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * 'generic-importer' (Generic Importer): pick a kind of record, read its columns, fetch its template, choose
 * how bad rows are treated, send a workbook with its progress, then follow the import to its result. The
 * kind and the last upload's task are the tool's options, so a reload keeps following it.
 */
export function GenericImporterTool({ options, onOptionsChange }: ToolProps) {
  const user = useCurrentUser().data;
  if (!user) return <Skeleton active />;
  const kinds = importableKinds(user);
  const [firstKind] = kinds;
  if (!firstKind) return <EmptyState description={NO_IMPORT_KINDS_TEXT} />;
  return (
    <ImporterForm kinds={kinds} firstKind={firstKind} options={options} onOptionsChange={onOptionsChange} />
  );
}

interface ImporterFormProps extends Pick<ToolProps, 'options' | 'onOptionsChange'> {
  kinds: readonly ImportKindId[];
  firstKind: ImportKindId;
}

function ImporterForm({ kinds, firstKind, options, onOptionsChange }: ImporterFormProps) {
  const idPrefix = useId();
  const { notification } = App.useApp();
  const kindId = kinds.find((kind) => kind === textOption(options, 'kind')) ?? firstKind;
  const kind = IMPORT_KINDS[kindId];
  const followedTaskId = taskOption(options);
  const [mode, setMode] = useState<ImportMode>('all_or_nothing');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const startImport = useStartImport();
  const template = useMutation({
    mutationFn: () => downloadTemplate(kindId),
    onError: (error) => notification.error({ title: messageForError(error, 'imports') }),
  });
  const [progress, setProgress] = useState({ loaded: 0, total: 0 });

  const change = (changes: ToolOptions) => onOptionsChange(withOptions(options, changes));
  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileProblem(importFileProblem(chosen));
    startImport.reset();
  };
  const send = () => {
    if (!file || fileProblem) return;
    const upload = new AbortController();
    controller.current = upload;
    setProgress({ loaded: 0, total: file.size });
    startImport.mutate(
      {
        kind: kindId,
        mode,
        file,
        controller: upload,
        onProgress: (loaded, total) => setProgress({ loaded, total }),
      },
      {
        onSuccess: (task) => {
          setFile(null);
          change({ task: task.id });
        },
      },
    );
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" component="div">
        <Form.Item label="Record kind" htmlFor={id('kind')}>
          <Select
            id={id('kind')}
            value={kindId}
            options={kinds.map((value) => ({ value, label: IMPORT_KINDS[value].title }))}
            onChange={(value: ImportKindId) => change({ kind: value })}
            style={{ maxWidth: 320 }}
            disabled={startImport.isPending}
          />
        </Form.Item>
        <SectionHeader
          title={`${kind.title} columns`}
          level={5}
          extra={
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={template.isPending}
              onClick={() => template.mutate()}
            >
              Download template
            </Button>
          }
        />
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
          <ImportKindColumns kind={kind} />
        </Suspense>
        <Form.Item label="When a row has a problem" style={{ marginTop: 16 }}>
          <Radio.Group
            aria-label="When a row has a problem"
            value={mode}
            onChange={(event) => setMode(event.target.value as ImportMode)}
            disabled={startImport.isPending}
          >
            <Flex vertical gap={8}>
              {MODE_CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value}>
                  <Typography.Text strong>{choice.label}</Typography.Text>
                  {' — '}
                  <Typography.Text type="secondary">{choice.description}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label="Workbook (.xlsx, up to 10 MB)"
          htmlFor={id('file')}
          validateStatus={fileProblem ? 'error' : undefined}
          help={fileProblem ?? (file ? file.name : undefined)}
        >
          <Upload
            id={id('file')}
            accept={WORKBOOK_ACCEPT}
            showUploadList={false}
            disabled={startImport.isPending}
            beforeUpload={(chosen) => {
              chooseFile(chosen);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />}>Choose file</Button>
          </Upload>
        </Form.Item>
      </Form>
      <Flex gap={8} align="center">
        {/* The progress icon follows the request itself: Ant Design's own loading state could outlive a very short one. */}
        <Button
          type="primary"
          onClick={send}
          disabled={!file || Boolean(fileProblem) || startImport.isPending}
          icon={startImport.isPending ? <LoadingOutlined aria-hidden /> : undefined}
        >
          Upload
        </Button>
        {startImport.isPending && <Button onClick={() => controller.current?.abort()}>Cancel</Button>}
      </Flex>
      {startImport.isPending && file && (
        <Suspense fallback={null}>
          <SendingProgress loaded={progress.loaded} total={progress.total} label={`Sending ${file.name}`} />
        </Suspense>
      )}
      {startImport.isError &&
        (isAbort(startImport.error) ? (
          <Alert type="info" showIcon title={UPLOAD_CANCELLED_TEXT} />
        ) : (
          <Alert type="error" showIcon title={messageForError(startImport.error, 'imports')} />
        ))}
      {followedTaskId !== undefined && (
        <Suspense fallback={<Skeleton active />}>
          <FollowedTask taskId={followedTaskId} />
        </Suspense>
      )}
    </Flex>
  );
}
