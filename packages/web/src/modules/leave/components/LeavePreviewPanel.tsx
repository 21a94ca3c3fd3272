import type { LeaveRequestPreview } from '@atrium/contracts';
import { Alert, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { formFieldErrors, messageForCode, messageForError } from '../../../platform/errorMessages';
import { LEAVE_MODULE } from '../leave.api';
import { formatQuantity } from '../leaveFormat';

// The day-by-day table is fetched with the first preview that has dates, not with the form.
const LeavePreviewDays = lazy(() =>
  import('./LeavePreviewDays').then((m) => ({ default: m.LeavePreviewDays })),
);

interface LeavePreviewPanelProps {
  /** Whether enough is chosen to ask (a type and the dates). */
  isReady: boolean;
  /** False for leave taken without a balance (leave without pay): what is left means nothing there. */
  showsBalance: boolean;
  preview: LeaveRequestPreview | undefined;
  error: unknown;
  isFetching: boolean;
}

/**
 * What the request would take before it is sent: the count, the balance, each date (weekends, holidays and
 * the days the sandwich rule counts marked) and every rule it breaks.
 */
export function LeavePreviewPanel({
  isReady,
  showsBalance,
  preview,
  error,
  isFetching,
}: LeavePreviewPanelProps) {
  if (!isReady)
    return (
      <Typography.Text type="secondary">
        Choose a leave type and dates to see how many days this leave takes.
      </Typography.Text>
    );
  if (error && !isFetching) {
    const { unplaced } = formFieldErrors(error, LEAVE_MODULE, []);
    return <Alert type="error" showIcon title={unplaced ?? messageForError(error, LEAVE_MODULE)} />;
  }
  if (!preview) return <Skeleton active paragraph={{ rows: 2 }} />;
  const after = preview.available - preview.quantity;

  return (
    <Flex vertical gap={12} aria-busy={isFetching}>
      <Flex gap={24} wrap align="baseline">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {formatQuantity(preview.quantity, preview.unit)}
        </Typography.Title>
        {showsBalance ? (
          <>
            <Typography.Text>Available: {formatQuantity(preview.available, preview.unit)}</Typography.Text>
            <Typography.Text type={after < 0 ? 'danger' : undefined}>
              Left after this leave: {formatQuantity(after, preview.unit)}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">No balance needed</Typography.Text>
        )}
      </Flex>
      {preview.problems.map((problem) => (
        <Alert
          key={`${problem.code}-${problem.field}`}
          type="error"
          showIcon
          title={messageForCode({ code: problem.code, module: LEAVE_MODULE, field: problem.field })}
        />
      ))}
      {preview.dates.length > 0 && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <LeavePreviewDays dates={preview.dates} />
        </Suspense>
      )}
    </Flex>
  );
}
