import { type LeaveBalance, LeaveRequestCreateSchema, type LeaveRequestTerms } from '@atrium/contracts';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  type InputNumberProps,
  Row,
  Select,
  Skeleton,
  Switch,
} from 'antd';
import TextArea from 'antd/es/input/TextArea';
import type { Dayjs } from 'dayjs';
import { type ComponentProps, lazy, Suspense, use, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { messageForCode } from '../../platform/errorMessages';
import { contractRule, requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useDebouncedValue } from '../../platform/useDebouncedValue';
import { useServerForm } from '../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { DateField } from '../../ui/DateField';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { useNotify } from '../../ui/useNotify';
import { LEAVE_MODULE, useApplyForLeave, useLeaveBalances, useLeavePreview } from './leave.api';
import { leaveTypeLabel, needsNoBalance } from './leaveFormat';
import { idOption } from './leaveOptions';
import { requestOf, termsOf, type Values } from './leaveRequestValues';

// The preview (with its alerts) and the attachment button load beside the form, not before it: the form is what a
// cold open of this tool waits for.
const LeavePreviewPanel = lazy(() =>
  import('./components/LeavePreviewPanel').then((m) => ({ default: m.LeavePreviewPanel })),
);
const AttachmentFieldLoaded = lazy(() =>
  import('./components/AttachmentField').then((m) => ({ default: m.AttachmentField })),
);

/** The attachment field, loaded lazily; the form item's props reach it through the boundary. */
function AttachmentField(props: ComponentProps<typeof AttachmentFieldLoaded>) {
  return (
    <Suspense fallback={null}>
      <AttachmentFieldLoaded {...props} />
    </Suspense>
  );
}

/** The preview is asked once the inputs have been still this long. */
const PREVIEW_DEBOUNCE_MS = 400;

// Hours are asked for an hourly leave type only: their number input is fetched once the form offers such a type
// (after it shows), and shows at once when one is chosen.
type InputNumberModule = typeof import('antd/es/input-number');
let inputNumber: InputNumberModule | undefined;
let inputNumberLoading: Promise<InputNumberModule> | undefined;
const loadInputNumber = () => {
  inputNumberLoading ??= import('antd/es/input-number').then((module) => {
    inputNumber = module;
    return module;
  });
  return inputNumberLoading;
};

function LoadedHoursInput(props: InputNumberProps) {
  const { default: InputNumber } = inputNumber ?? use(loadInputNumber());
  return <InputNumber {...props} />;
}

/** The hours field's input; the form item gives it its id, value and change handler. */
function HoursInput(props: InputNumberProps) {
  return (
    <Suspense fallback={null}>
      <LoadedHoursInput {...props} />
    </Suspense>
  );
}

const FIELDS = [
  'leave_type_id',
  'start_date',
  'end_date',
  'start_half',
  'end_half',
  'hours',
  'reason',
  'attachment_key',
] as const;

/**
 * 'leave-request-form' (Leave Request): apply for leave. As the inputs change the server counts the days
 * (half days, weekends, holidays, the sandwich rule) and names the rules the request breaks, before anything
 * is sent. Option `leave_type_id` chooses the type.
 */
/** When the type asks for a document, and how soon it must be applied for. */
function attachmentHint(type: LeaveBalance['leave_type'] | undefined) {
  const parts = [
    type?.attachment_above_days != null
      ? `Needed for more than ${type.attachment_above_days} days; up to 10 MB`
      : 'Optional; up to 10 MB',
  ];
  if (type?.notice_days) parts.push(`${type.name} is applied for ${type.notice_days} days ahead`);
  return parts.join('. ');
}

export function LeaveRequestFormTool({ options }: ToolProps) {
  const balances = useLeaveBalances();
  useFailedLoadAsPageState(balances.error);
  if (balances.isError && !balances.data)
    return <LoadFailed variant="inline" error={balances.error} onRetry={() => balances.refetch()} />;
  if (!balances.data) return <Skeleton active />;
  if (!balances.data.year || balances.data.results.length === 0)
    return (
      <EmptyState
        description={
          balances.data.year
            ? 'No leave type applies to you yet. Ask your leave administrator.'
            : 'No leave year is open yet. Ask your leave administrator to open one.'
        }
      />
    );
  return (
    <LeaveRequestForm balances={balances.data.results} initialTypeId={idOption(options, 'leave_type_id')} />
  );
}

interface LeaveRequestFormProps {
  balances: readonly LeaveBalance[];
  initialTypeId: number | undefined;
}

function LeaveRequestForm({ balances, initialTypeId }: LeaveRequestFormProps) {
  const offersHours = balances.some((balance) => balance.leave_type.unit === 'hours');
  useEffect(() => {
    if (offersHours) void loadInputNumber();
  }, [offersHours]);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const apply = useApplyForLeave();
  const { failure, clearFailure, showServerError } = useServerForm(form, LEAVE_MODULE, FIELDS);
  const values = Form.useWatch([], form) as Values | undefined;
  const typeId = Form.useWatch('leave_type_id', form) as number | undefined;
  const chosen = balances.find((balance) => balance.leave_type.id === typeId);
  const type = chosen?.leave_type;
  const isHourly = type?.unit === 'hours';
  const startDate = Form.useWatch('start_date', form) as Dayjs | null | undefined;
  const endDate = Form.useWatch('end_date', form) as Dayjs | null | undefined;
  const isOneDay = Boolean(startDate && endDate && startDate.isSame(endDate, 'day'));

  const terms = values ? termsOf(values, balances) : null;
  /** The reason changes nothing in the count, so typing it asks nothing. */
  const latestKey = terms ? JSON.stringify(terms) : null;
  const previewKey = useDebouncedValue(latestKey, PREVIEW_DEBOUNCE_MS);
  const previewBody = useMemo(
    () => (previewKey ? (JSON.parse(previewKey) as LeaveRequestTerms) : null),
    [previewKey],
  );
  const preview = useLeavePreview(previewBody);

  const keepEndAfterStart = (changed: Partial<Values>) => {
    if (!changed.start_date) return;
    const end = form.getFieldValue('end_date') as Dayjs | null | undefined;
    if (!end || end.isBefore(changed.start_date, 'day')) form.setFieldValue('end_date', changed.start_date);
  };

  const submit = (submitted: Values) => {
    const body = requestOf(submitted, balances);
    if (!body) return;
    clearFailure();
    apply.mutate(body, {
      onSuccess: (created) => {
        notify('success', `Leave applied: ${created.code}`);
        navigate(toolLink('leave-request-details', { id: created.id }));
      },
      onError: (error) => {
        showServerError(error);
      },
    });
  };

  const notBeforeStart = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: async (_rule: unknown, end: Dayjs | null) => {
      const start = getFieldValue('start_date') as Dayjs | null;
      if (start && end?.isBefore(start, 'day'))
        throw new Error(
          messageForCode({ code: 'invalid_date_order', module: LEAVE_MODULE, field: 'end_date' }),
        );
    },
  });

  const typeOptions = balances.map((balance) => {
    const label = leaveTypeLabel(balance);
    return { value: balance.leave_type.id, label, title: label };
  });

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={13}>
        <Form<Values>
          form={form}
          layout="vertical"
          name="leave-request"
          initialValues={{
            leave_type_id: balances.some((balance) => balance.leave_type.id === initialTypeId)
              ? initialTypeId
              : undefined,
            start_half: false,
            end_half: false,
            attachment_key: null,
          }}
          onValuesChange={keepEndAfterStart}
          onFinish={submit}
        >
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <Form.Item
            name="leave_type_id"
            label="Leave type"
            rules={[requiredRule({ module: LEAVE_MODULE, field: 'leave_type_id' })]}
          >
            <Select options={typeOptions} placeholder="Choose a leave type" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              name="start_date"
              label={isHourly ? 'Date' : 'Start date'}
              rules={[requiredRule({ module: LEAVE_MODULE, field: 'start_date' })]}
              style={{ flex: '1 1 200px' }}
            >
              <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            {!isHourly && (
              <Form.Item
                name="end_date"
                label="End date"
                dependencies={['start_date']}
                rules={[requiredRule({ module: LEAVE_MODULE, field: 'end_date' }), notBeforeStart]}
                style={{ flex: '1 1 200px' }}
              >
                <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            )}
          </Flex>
          {isHourly ? (
            <Form.Item
              name="hours"
              label="Hours"
              rules={[requiredRule({ module: LEAVE_MODULE, field: 'hours' })]}
            >
              <HoursInput min={0.5} max={24} step={0.5} style={{ width: 160 }} />
            </Form.Item>
          ) : (
            type?.allow_half_day !== false && (
              <Flex gap={24} wrap>
                <Form.Item
                  name="start_half"
                  label={isOneDay ? 'Half day' : 'Half day on the first day'}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
                {!isOneDay && (
                  <Form.Item name="end_half" label="Half day on the last day" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                )}
              </Flex>
            )
          )}
          <Form.Item
            name="reason"
            label="Reason"
            rules={[
              contractRule(LeaveRequestCreateSchema.shape.reason, { module: LEAVE_MODULE, field: 'reason' }),
            ]}
          >
            <TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
          <Form.Item name="attachment_key" label="Attachment" extra={attachmentHint(type)}>
            <AttachmentField />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={apply.isPending}>
              Apply leave
            </Button>
            <Button onClick={() => navigate(toolLink('my-leaves'))} disabled={apply.isPending}>
              Cancel
            </Button>
          </Flex>
        </Form>
      </Col>
      <Col xs={24} lg={11}>
        <Card size="small" title="This leave" aria-label="Leave preview" role="region">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
            <LeavePreviewPanel
              isReady={terms !== null}
              showsBalance={!chosen || !needsNoBalance(chosen)}
              preview={preview.data}
              error={preview.error}
              isFetching={preview.isFetching || previewKey !== latestKey}
            />
          </Suspense>
        </Card>
      </Col>
    </Row>
  );
}
