import { type FormField, FormFieldSchema } from '@atrium/contracts';
import { Alert, Flex } from 'antd';
import { EmptyState } from '../../../ui/EmptyState';
import { useNotify } from '../../../ui/useNotify';
import { FormFill } from './FormFill';
import { type EditedQuestion, toQuestion } from './questions';

/** The questions that are complete enough to show, and how many are not. */
export function previewFields(edited: readonly EditedQuestion[]) {
  const fields: FormField[] = [];
  let incomplete = 0;
  for (const question of edited) {
    const parsed = FormFieldSchema.safeParse(toQuestion(question));
    if (parsed.success && !fields.some((field) => field.key === parsed.data.key)) fields.push(parsed.data);
    else incomplete += 1;
  }
  return { fields, incomplete };
}

/** The form as the person filling it in will see it; answers are checked but never sent. */
export function FormPreview({
  fields,
  incomplete = 0,
  name,
}: {
  fields: FormField[];
  incomplete?: number;
  name: string;
}) {
  const notify = useNotify();
  if (fields.length === 0 && incomplete === 0)
    return <EmptyState description="Add a question to preview the form." />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Alert
        type="info"
        showIcon
        title="Preview: try the answers, they are checked as they will be, but nothing is saved."
      />
      {incomplete > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${incomplete === 1 ? 'One question is' : `${incomplete} questions are`} not complete and not shown.`}
        />
      )}
      <FormFill
        key={JSON.stringify(fields)}
        fields={fields}
        name={name}
        submitText="Check answers"
        onSubmit={() => notify('success', 'Every answer passes the form’s checks')}
      />
    </Flex>
  );
}
