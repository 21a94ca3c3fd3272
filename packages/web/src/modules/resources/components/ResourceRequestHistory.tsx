import type { ResourceRequestEvent } from '@atrium/contracts';
import { Button, Flex, Form, Skeleton, Timeline, Typography } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { displayDate } from '../../../platform/displayDate';
import { displayTerm } from '../../../platform/displayTerm';
import { messageForError } from '../../../platform/errorMessages';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useNotify } from '../../../ui/useNotify';
import { useCommentOnResourceRequest, useResourceRequestHistory } from '../resources.api';

const EVENT_TEXTS: Record<string, string> = {
  raise: 'Raised',
  edit: 'Edited',
  accept: 'Accepted',
  start: 'Work started',
  hire: 'Hiring request raised',
  close: 'Closed',
  cancel: 'Cancelled',
  comment: 'Comment',
};

function eventItem(event: ResourceRequestEvent) {
  const who = event.employee?.name ?? 'Someone';
  const what =
    event.action === 'fulfil'
      ? `${who} allocated`
      : event.action === 'propose'
        ? `${who} proposed, having joined against this request`
        : (EVENT_TEXTS[event.action] ?? displayTerm(event.action));
  return {
    key: event.id,
    children: (
      <Flex vertical gap={2}>
        <span>
          <strong>{what}</strong>
          {event.by ? ` by ${event.by.name}` : ''} on {displayDate(event.at.slice(0, 10))}
        </span>
        {event.comment && (
          <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
            {event.comment}
          </Typography.Text>
        )}
      </Flex>
    ),
  };
}

/** What happened to the request and the comments left on it, oldest first, with a box to add one. */
export function ResourceRequestHistory({ requestId }: { requestId: number }) {
  const history = useResourceRequestHistory(requestId);
  const comment = useCommentOnResourceRequest();
  const notify = useNotify();
  const [form] = Form.useForm<{ comment: string }>();

  const submit = ({ comment: text }: { comment: string }) =>
    comment.mutate(
      { id: requestId, comment: text.trim() },
      {
        onSuccess: () => {
          form.resetFields();
          notify('success', 'Comment added');
        },
        onError: (error) => notify('error', messageForError(error, 'resources')),
      },
    );

  return (
    <Flex vertical gap={12}>
      {history.isError ? (
        <LoadFailed variant="inline" error={history.error} onRetry={() => history.refetch()} />
      ) : history.isPending ? (
        <Skeleton active />
      ) : (
        <Timeline aria-label="Resource request history" items={history.data.results.map(eventItem)} />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        name="resource-request-comment"
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="comment"
          label="Add a comment"
          rules={[{ required: true, whitespace: true, message: 'Please write a comment' }]}
        >
          <TextArea rows={2} maxLength={16000} />
        </Form.Item>
        <Button htmlType="submit" loading={comment.isPending}>
          Comment
        </Button>
      </Form>
    </Flex>
  );
}
