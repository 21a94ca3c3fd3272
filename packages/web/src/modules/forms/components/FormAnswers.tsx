import { displayAnswer, type FormField, type FormValues } from '@atrium/contracts';
import { Descriptions } from 'antd';

/** Answers read back, each under the label of the version they were given on. */
export function FormAnswers({ fields, answers }: { fields: readonly FormField[]; answers: FormValues }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={fields.map((field) => ({
        key: field.key,
        label: field.label,
        children: <span style={{ whiteSpace: 'pre-wrap' }}>{displayAnswer(answers[field.key])}</span>,
      }))}
    />
  );
}
