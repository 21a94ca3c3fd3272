import { UploadOutlined } from '@ant-design/icons';
import { type FileAnswer, type FormField, MAX_ATTACHMENT_BYTES } from '@atrium/contracts';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';

export type FileField = Extract<FormField, { kind: 'file' }>;

/** Sends one chosen file for a question; resolves to the stored file the answer names. */
export type UploadFormFile = (
  fieldKey: string,
  file: File,
  onProgress: (percent: number) => void,
) => Promise<FileAnswer>;

interface Entry {
  uid: string;
  name: string;
  size: number;
  percent: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  answer?: FileAnswer;
}

const MEGABYTE = 1024 * 1024;
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

const sizeText = (bytes: number) =>
  bytes < MEGABYTE ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MEGABYTE).toFixed(1)} MB`;

/** The question's limits as the person choosing files reads them. */
export function fileHelp(field: FileField) {
  const types = field.allowed_types.map((type) => type.toUpperCase()).join(', ');
  const count = field.max_files === 1 ? 'One file' : `Up to ${field.max_files} files`;
  return `${count}, under ${MAX_ATTACHMENT_BYTES / MEGABYTE} MB together: ${types}`;
}

/** Why a chosen file cannot join the ones already kept, checked before a byte is sent; null when it can. */
function refusalOf(field: FileField, kept: readonly Entry[], file: File): string | null {
  if (!(field.allowed_types as readonly string[]).includes(extensionOf(file.name)))
    return `Only ${field.allowed_types.map((type) => type.toUpperCase()).join(', ')} files`;
  if (kept.length >= field.max_files)
    return `At most ${field.max_files} file${field.max_files === 1 ? '' : 's'}`;
  const total = kept.reduce((sum, entry) => sum + entry.size, file.size);
  if (total >= MAX_ATTACHMENT_BYTES)
    return `Files together must be under ${MAX_ATTACHMENT_BYTES / MEGABYTE} MB`;
  return null;
}

const toEntry = (file: FileAnswer, index: number): Entry => ({
  uid: `kept-${index}-${file.name}`,
  name: file.name,
  size: file.size,
  percent: 100,
  status: 'done',
  answer: file,
});

let nextUid = 0;

/**
 * The files of a file question: each chosen file is checked against the question's limits, then sent at once
 * (`upload`), with its progress and, when refused, its own error; the value is the files stored. Without
 * `upload` (the builder's preview) the chosen files are only described.
 */
export function FileChooser({
  field,
  value,
  onChange,
  upload,
}: {
  field: FileField;
  value?: FileAnswer[];
  onChange?(files: FileAnswer[]): void;
  upload?: UploadFormFile;
}) {
  const [entries, setEntries] = useState<Entry[]>(() => (value ?? []).map(toEntry));
  const kept = entries.filter((entry) => entry.status !== 'error');
  const stored = entries.flatMap((entry) => (entry.status === 'done' && entry.answer ? [entry.answer] : []));
  const storedKey = JSON.stringify(stored);
  const reported = useRef(JSON.stringify(value ?? []));
  useEffect(() => {
    if (storedKey === reported.current) return;
    reported.current = storedKey;
    onChange?.(JSON.parse(storedKey) as FileAnswer[]);
  }, [storedKey, onChange]);

  const change = (uid: string, update: Partial<Entry>) =>
    setEntries((current) => current.map((entry) => (entry.uid === uid ? { ...entry, ...update } : entry)));

  const choose = (file: File) => {
    nextUid += 1;
    const uid = `chosen-${nextUid}`;
    const refusal = refusalOf(field, kept, file);
    const described = { name: file.name, size: file.size, type: extensionOf(file.name) };
    const entry: Entry = {
      uid,
      name: file.name,
      size: file.size,
      percent: 0,
      status: refusal ? 'error' : upload ? 'uploading' : 'done',
      ...(refusal ? { error: refusal } : {}),
      ...(!refusal && !upload ? { answer: described, percent: 100 } : {}),
    };
    setEntries((current) => [...current, entry]);
    if (refusal || !upload) return;
    upload(field.key, file, (percent) => change(uid, { percent }))
      .then((answer) => change(uid, { status: 'done', percent: 100, answer }))
      .catch((error: unknown) => change(uid, { status: 'error', error: messageForError(error, 'forms') }));
  };

  return (
    <Flex vertical gap={4} align="start" style={{ width: '100%' }}>
      <Upload
        showUploadList={false}
        multiple={field.max_files > 1}
        accept={field.allowed_types.map((type) => `.${type}`).join(',')}
        beforeUpload={(file) => {
          choose(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />}>Choose files</Button>
      </Upload>
      {entries.map((entry) => (
        <Flex key={entry.uid} vertical style={{ width: '100%', maxWidth: 480 }}>
          <Flex gap={8} align="center">
            <span>
              {entry.name} ({sizeText(entry.size)})
            </span>
            <Button
              type="link"
              size="small"
              aria-label={`Remove ${entry.name}`}
              onClick={() => setEntries((current) => current.filter((other) => other.uid !== entry.uid))}
            >
              Remove
            </Button>
          </Flex>
          {entry.status === 'uploading' && (
            <Progress percent={entry.percent} size="small" aria-label={`Uploading ${entry.name}`} />
          )}
          {entry.status === 'error' && (
            <Typography.Text type="danger" role="alert">
              {entry.name}: {entry.error}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
