import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_EXTENSIONS, MAX_ATTACHMENT_BYTES } from '@atrium/contracts';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { messageForCode, messageForError } from '../../../platform/errorMessages';
import { LEAVE_MODULE, useUploadLeaveAttachment } from '../leave.api';

interface AttachmentFieldProps {
  id?: string;
  /** The key the upload answered, which the request refers to. */
  value?: string | null;
  onChange?(value: string | null): void;
}

/** A supporting document, uploaded as soon as it is chosen (up to 10 MB); the form keeps its key. */
export function AttachmentField({ id, value, onChange }: AttachmentFieldProps) {
  const upload = useUploadLeaveAttachment();
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = (file: File) => {
    setFailure(null);
    if (file.size > MAX_ATTACHMENT_BYTES) {
      setFailure(messageForCode({ code: 'payload_too_large' }));
      return false;
    }
    setProgress(0);
    upload(file, setProgress)
      .then((key) => {
        setFileName(file.name);
        onChange?.(key);
      })
      .catch((error: unknown) => setFailure(messageForError(error, LEAVE_MODULE)))
      .finally(() => setProgress(null));
    return false;
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
        <Upload
          id={id}
          beforeUpload={pick}
          maxCount={1}
          showUploadList={false}
          accept={DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          disabled={progress !== null}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={progress !== null}>
            {progress !== null ? `Uploading ${progress}%` : 'Choose file'}
          </Button>
        </Upload>
      )}
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
    </Flex>
  );
}
