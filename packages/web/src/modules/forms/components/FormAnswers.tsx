import {
  displayAnswer,
  type FieldValue,
  type FileAnswer,
  type FormField,
  type FormValues,
} from '@atrium/contracts';
import { Button, Descriptions, Flex } from 'antd';

const storedFiles = (value: FieldValue | undefined): FileAnswer[] =>
  Array.isArray(value)
    ? value.filter((item): item is FileAnswer => typeof item === 'object' && item.file_id !== undefined)
    : [];

/**
 * Answers read back, each under the label of the version they were given on; the files of a file question
 * offered to download when `onDownload` is given.
 */
export function FormAnswers({
  fields,
  answers,
  onDownload,
}: {
  fields: readonly FormField[];
  answers: FormValues;
  onDownload?(file: FileAnswer): void;
}) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={fields.map((field) => {
        const files = onDownload && field.kind === 'file' ? storedFiles(answers[field.key]) : [];
        return {
          key: field.key,
          label: field.label,
          children: files.length ? (
            <Flex vertical align="start">
              {files.map((file) => (
                <Button
                  key={file.file_id}
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  aria-label={`Download ${file.name}`}
                  onClick={() => onDownload?.(file)}
                >
                  {file.name}
                </Button>
              ))}
            </Flex>
          ) : (
            <span style={{ whiteSpace: 'pre-wrap' }}>{displayAnswer(answers[field.key])}</span>
          ),
        };
      })}
    />
  );
}
