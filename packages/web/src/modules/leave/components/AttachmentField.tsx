import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_EXTENSIONS, MAX_ATTACHMENT_BYTES } from '@atrium/contracts';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { messageForCode, messageForError } from '../../../platform/errorMessages';
import { LEAVE_MODULE, useUploadLeaveAttachment } from '../leave.api';

interface AttachmentFieldProps {
  id?: string;
  /** The key the upload answered, which the request refers to. */
  value?: string | null;
  onChange?(value: string | null): void;
}

/**
 * A supporting document, uploaded as soon as it is chosen (up to 10 MB); the form keeps its key. The button
 * opens the browser's file picker itself: one file, sent at once, needs none of an upload list's parts.
 */
export function AttachmentField({ id, value, onChange }: AttachmentFieldProps) {
  const upload = useUploadLeaveAttachment();
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const pick = (file: File) => {
    setFailure(null);
    if (file.size > MAX_ATTACHMENT_BYTES) {
      setFailure(messageForCode({ code: 'payload_too_large' }));
      return;
    }
    setProgress(0);
    upload(file, setProgress)
      .then((key) => {
        setFileName(file.name);
        onChange?.(key);
      })
      .catch((error: unknown) => setFailure(messageForError(error, LEAVE_MODULE)))
      .finally(() => setProgress(null));
  };

  const remove = () => {
    setFileName(null);
    onChange?.(null);
  };

  return (
    <Flex vertical gap={4}>
      {value ? (
        <Flex gap={8} align="center">
          <PaperClipOutlined aria-hidden />
          <Typography.Text>{fileName ?? 'Attached document'}</Typography.Text>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label="Remove attachment"
            onClick={remove}
          />
        </Flex>
      ) : (
        <>
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept={DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
            disabled={progress !== null}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so that choosing the same file again is seen as a change.
              event.target.value = '';
              if (file) pick(file);
            }}
          />
          <Button
            icon={<UploadOutlined aria-hidden />}
            loading={progress !== null}
            onClick={() => fileInput.current?.click()}
          >
            {progress !== null ? `Uploading ${progress}%` : 'Choose file'}
          </Button>
        </>
      )}
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
    </Flex>
  );
}
