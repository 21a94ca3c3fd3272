import { DownloadOutlined } from '@ant-design/icons';
import {
  type ApprovalStage,
  formatDisplayDate,
  LEAVE_REQUEST_STATUS_LABELS,
  type LeaveRequest,
} from '@atrium/contracts';
import { Button, Descriptions, Flex } from 'antd';
import { messageForError } from '../../../platform/errorMessages';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { LEAVE_MODULE, type LeaveAction, useDownloadLeaveAttachment, useLeaveAction } from '../leave.api';
import { formatLeaveDates, formatQuantity } from '../leaveFormat';

const STAGE_LABELS: Readonly<Record<ApprovalStage, string>> = {
  manager: 'Awaiting the reporting manager',
  hr: 'Awaiting HR (second approval)',
};

const instant = (value: string) => formatDisplayDate(new Date(value));

/** One request: every field, where its approval stands, and what the viewer may do to it. */
export function LeaveRequestDetails({ request }: { request: LeaveRequest }) {
  const [confirm, dialog] = useConfirmation();
  const notify = useNotify();
  const act = useLeaveAction();
  const download = useDownloadLeaveAttachment();
  const isCancellation = request.status === 'cancellation_requested';
  const what = `${formatQuantity(request.quantity, request.leave_type.unit)} of ${request.leave_type.name} for ${request.employee.name}`;

  const run = (action: LeaveAction, done: string) =>
    act
      .mutateAsync(action)
      .then(() => notify('success', done))
      .catch((error: unknown) => {
        notify('error', messageForError(error, LEAVE_MODULE));
        throw error;
      });

  const approve = () =>
    confirm({
      title: isCancellation ? `Accept the cancellation of ${request.code}?` : `Approve ${request.code}?`,
      content: isCancellation
        ? `The leave is cancelled and ${what} goes back to the balance.`
        : `Approve ${what} (${formatLeaveDates(request)}).`,
      confirmText: isCancellation ? 'Accept cancellation' : 'Approve',
      comment: { label: 'Comment' },
      onConfirm: ({ comment }) =>
        run(
          { id: request.id, action: 'approve', comment: comment ?? '' },
          isCancellation ? 'Leave cancelled' : 'Leave approved',
        ),
    });

  const reject = () =>
    confirm({
      title: isCancellation ? `Decline the cancellation of ${request.code}?` : `Reject ${request.code}?`,
      content: isCancellation
        ? 'The leave stays approved.'
        : `Reject ${what} (${formatLeaveDates(request)}). ${request.employee.name} will see your reason.`,
      confirmText: isCancellation ? 'Decline cancellation' : 'Reject',
      isDanger: !isCancellation,
      comment: { label: 'Reason', isRequired: true },
      onConfirm: ({ comment }) =>
        run(
          { id: request.id, action: 'reject', comment: comment ?? '' },
          isCancellation ? 'Cancellation declined' : 'Leave rejected',
        ),
    });

  const cancel = () => {
    const isApproved = request.status === 'approved';
    return confirm({
      title: isApproved ? `Ask to cancel ${request.code}?` : `Cancel ${request.code}?`,
      content: isApproved
        ? 'This leave is already approved: a cancellation request goes to the approver, and the leave stays approved until they accept it.'
        : 'The request is withdrawn and its days go back to the balance.',
      confirmText: isApproved ? 'Request cancellation' : 'Cancel leave',
      cancelText: 'Keep leave',
      isDanger: true,
      onConfirm: () =>
        run(
          { id: request.id, action: 'cancel' },
          isApproved ? 'Cancellation requested' : 'Leave request cancelled',
        ),
    });
  };

  const downloadAttachment = () =>
    download(request).catch((error: unknown) => notify('error', messageForError(error, LEAVE_MODULE)));

  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'code', label: 'Request', children: request.code },
          {
            key: 'employee',
            label: 'Employee',
            children: `${request.employee.name} (${request.employee.code})`,
          },
          { key: 'type', label: 'Leave type', children: request.leave_type.name },
          { key: 'dates', label: 'Dates', children: formatLeaveDates(request) },
          ...(request.hours !== null
            ? [{ key: 'hours', label: 'Hours', children: formatQuantity(request.hours, 'hours') }]
            : []),
          {
            key: 'quantity',
            label: 'Takes',
            children: formatQuantity(request.quantity, request.leave_type.unit),
          },
          { key: 'reason', label: 'Reason', children: request.reason },
          ...(request.project
            ? [
                {
                  key: 'project',
                  label: 'Taken in project',
                  children: `${request.project.name} (${request.project.code})`,
                },
              ]
            : []),
          {
            key: 'attachment',
            label: 'Attachment',
            children: request.has_attachment ? (
              <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={downloadAttachment}>
                Download attachment
              </Button>
            ) : (
              'None'
            ),
          },
          {
            key: 'status',
            label: 'Status',
            children: (
              <StatusBadge status={request.status} label={LEAVE_REQUEST_STATUS_LABELS[request.status]} />
            ),
          },
          ...(request.approval_stage
            ? [{ key: 'stage', label: 'Approval', children: STAGE_LABELS[request.approval_stage] }]
            : []),
          { key: 'applied', label: 'Applied on', children: instant(request.created_at) },
          ...(request.decided_by
            ? [{ key: 'decided_by', label: 'Decided by', children: request.decided_by }]
            : []),
          ...(request.decision_comment
            ? [{ key: 'comment', label: 'Decision comment', children: request.decision_comment }]
            : []),
        ]}
      />
      {(request.can_decide || request.can_cancel) && (
        <Flex gap={8} wrap>
          {request.can_decide && (
            <>
              <Button type="primary" onClick={approve}>
                {isCancellation ? 'Accept cancellation' : 'Approve'}
              </Button>
              <Button danger={!isCancellation} onClick={reject}>
                {isCancellation ? 'Decline cancellation' : 'Reject'}
              </Button>
            </>
          )}
          {request.can_cancel && (
            <Button onClick={cancel}>
              {request.status === 'approved' ? 'Request cancellation' : 'Cancel leave'}
            </Button>
          )}
        </Flex>
      )}
      {dialog}
    </Flex>
  );
}
