import {
  type Interview,
  RECOMMENDATION_TEXTS,
  RECOMMENDATIONS,
  type Recommendation,
  SCORECARD_CRITERIA,
} from '@atrium/contracts';
import { Flex, Form, Input, Radio, Rate, Typography } from 'antd';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { FormModal } from '../../../ui/FormModal';
import { useGiveFeedback } from '../applications.api';

type Values = Record<string, number | string | undefined> & {
  recommendation?: Recommendation;
  comments?: string;
};

const FIELDS = ['ratings', 'recommendation', 'comments'] as const;
const MAX_COMMENTS = 16_000;
const ratingField = (index: number) => `rating_${index}`;

/** An interviewer's scorecard for a round: each criterion rated 1 to 5, a recommendation and comments. */
export function FeedbackFormModal({
  open,
  interview,
  onClose,
  onSaved,
}: {
  open: boolean;
  interview: Interview;
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<Values>();
  const give = useGiveFeedback();
  const { failure, clearFailure, showServerError } = useServerForm(form, 'hiring', FIELDS);
  const mine = interview.my_feedback;
  const initial: Values = mine
    ? {
        ...Object.fromEntries(
          SCORECARD_CRITERIA.map((criterion, index) => [
            ratingField(index),
            mine.ratings.find((r) => r.criterion === criterion)?.rating,
          ]),
        ),
        recommendation: mine.recommendation,
        comments: mine.comments,
      }
    : {};
  return (
    <FormModal<Values>
      open={open}
      title={`Feedback: ${interview.candidate.name}, ${interview.stage.name}`}
      okText={mine ? 'Save feedback' : 'Submit feedback'}
      saving={give.isPending}
      failure={failure}
      form={form}
      name="interview-feedback"
      initialValues={initial}
      onFinish={(values) => {
        clearFailure();
        give.mutate(
          {
            id: interview.id,
            body: {
              ratings: SCORECARD_CRITERIA.map((criterion, index) => ({
                criterion,
                rating: values[ratingField(index)] as number,
              })),
              recommendation: values.recommendation as Recommendation,
              comments: (values.comments ?? '').trim(),
            },
          },
          { onSuccess: onSaved, onError: showServerError },
        );
      }}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Typography.Text type="secondary">Rate each criterion from 1 (poor) to 5 (excellent).</Typography.Text>
      <Flex vertical gap={0} style={{ marginTop: 12 }}>
        {SCORECARD_CRITERIA.map((criterion, index) => (
          <Form.Item
            key={criterion}
            name={ratingField(index)}
            label={criterion}
            rules={[{ required: true, message: 'Rate this criterion' }]}
            style={{ marginBottom: 12 }}
          >
            <Rate aria-label={criterion} />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item
        name="recommendation"
        label="Recommendation"
        rules={[requiredRule({ module: 'hiring', field: 'recommendation' })]}
      >
        <Radio.Group
          optionType="button"
          options={RECOMMENDATIONS.map((value) => ({ value, label: RECOMMENDATION_TEXTS[value] }))}
        />
      </Form.Item>
      <Form.Item
        name="comments"
        label="Comments"
        rules={[requiredRule({ module: 'hiring', field: 'comments' })]}
      >
        <Input.TextArea rows={5} maxLength={MAX_COMMENTS} showCount />
      </Form.Item>
    </FormModal>
  );
}
