import { CameraOutlined } from '@ant-design/icons';
import { MAX_ATTACHMENT_BYTES, PHOTO_EXTENSIONS } from '@atrium/contracts';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { messageForCode, messageForError } from '../../../platform/errorMessages';
import { useNotify } from '../../../ui/useNotify';
import { useUploadPhoto } from '../employeeRecord.api';
import { oneOf } from './formValues';

/** The code a picked file fails with before it is sent, or null when it may go. */
export function photoProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (oneOf(PHOTO_EXTENSIONS, extension) === null) return 'invalid_profile_picture';
  return file.size > MAX_ATTACHMENT_BYTES ? 'payload_too_large' : null;
}

/**
 * "Change photo": jpg, jpeg or png only, checked before sending (spec 5). The button opens the browser's file
 * picker itself: one file, sent at once, needs none of an upload list's parts.
 */
export function PhotoUpload({ employeeId }: { employeeId: number }) {
  const upload = useUploadPhoto(employeeId);
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const pick = (file: File) => {
    const code = photoProblem(file);
    setProblem(code && messageForCode({ code, field: 'file' }));
    if (!code) {
      upload.mutate(file, {
        onSuccess: () => notify('success', 'Photo changed'),
        onError: (error) => setProblem(messageForError(error, 'people')),
      });
    }
  };

  return (
    <Flex vertical align="center" gap={2}>
      <input
        ref={fileInput}
        type="file"
        accept=".jpg,.jpeg,.png"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that picking the same file again is seen as a change.
          event.target.value = '';
          if (file) pick(file);
        }}
      />
      <Button
        size="small"
        icon={<CameraOutlined />}
        loading={upload.isPending}
        onClick={() => fileInput.current?.click()}
      >
        Change photo
      </Button>
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ maxWidth: 200, textAlign: 'center' }}>
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
