import { type Interview, MAX_INTERVIEWERS } from '@atrium/contracts';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { DateField } from '../../../ui/DateField';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/displayDateFormat';
import { FormModal } from '../../../ui/FormModal';
import { EmployeePicker } from '../../people';
import { useScheduleInterview } from '../applications.api';

interface Values {
  date?: Dayjs;
  time?: string;
  duration_minutes?: number;
  interviewers?: (number | null)[];
  meeting_link?: string;
}

const FIELDS = ['starts_at', 'duration_minutes', 'meeting_link'] as const;

/** The start times offered, every quarter of an hour from 07:00 to 21:45. */
const TIMES = Array.from({ length: 60 }, (_, index) => {
  const minutes = 7 * 60 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The slot's start: the day chosen at the time chosen, in the browser's time zone. */
const startOf = (date: Dayjs, time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return date.hour(hour).minute(minute).second(0).millisecond(0).toISOString();
};

/**
 * Schedules the interview of the round an application stands at, or changes one not begun: one proposed time slot,
 * its length, up to five interviewers (people of the organisation) and the meeting link.
 */
export function InterviewFormModal({
  open,
  applicationId,
  interview,
  roundName,
  onClose,
  onSaved,
}: {
  open: boolean;
  applicationId: number;
  interview?: Interview;
  roundName: string;
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useScheduleInterview();
  const { failure, clearFailure, showServerError } = useServerForm(form, 'hiring', FIELDS);
  return (
    <FormModal<Values>
      open={open}
      title={interview ? `Change the ${roundName} schedule` : `Schedule the ${roundName}`}
      okText={interview ? 'Save' : 'Schedule'}
      saving={save.isPending}
      failure={failure}
      form={form}
      name="interview-schedule"
      initialValues={
        interview
          ? {
              date: dayjs(interview.starts_at),
              time: dayjs(interview.starts_at).format('HH:mm'),
              duration_minutes: interview.duration_minutes,
              interviewers: interview.interviewers.map((person) => person.id),
              meeting_link: interview.meeting_link ?? '',
            }
          : { duration_minutes: 60, interviewers: [null] }
      }
      onFinish={(values) => {
        clearFailure();
        save.mutate(
          {
            applicationId,
            interviewId: interview?.id,
            body: {
              starts_at: startOf(values.date as Dayjs, values.time as string),
              duration_minutes: values.duration_minutes as number,
              interviewer_ids: (values.interviewers ?? []).filter(
                (id): id is number => typeof id === 'number',
              ),
              meeting_link: values.meeting_link?.trim() ? values.meeting_link.trim() : null,
            },
          },
          { onSuccess: onSaved, onError: showServerError },
        );
      }}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="date"
          label="Date"
          rules={[requiredRule({ module: 'hiring', field: 'starts_at' })]}
          style={{ flex: '1 1 160px' }}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="time"
          label="Start time"
          rules={[requiredRule({ module: 'hiring', field: 'starts_at' })]}
          style={{ flex: '0 0 120px' }}
        >
          <Select showSearch options={TIMES.map((time) => ({ value: time, label: time }))} />
        </Form.Item>
        <Form.Item
          name="duration_minutes"
          label="Minutes"
          rules={[requiredRule({ module: 'hiring', field: 'duration_minutes' })]}
          style={{ flex: '0 0 120px' }}
        >
          <InputNumber min={15} max={480} step={15} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item label="Interviewers" required>
        <Form.List
          name="interviewers"
          rules={[
            {
              validator: (_, value: (number | null)[] | undefined) =>
                value?.some((id) => typeof id === 'number')
                  ? Promise.resolve()
                  : Promise.reject(new Error('Choose at least one interviewer')),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="center">
                  <Form.Item name={field.name} noStyle>
                    <EmployeePicker by="user" excludeExited />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button aria-label={`Remove interviewer ${index + 1}`} onClick={() => remove(field.name)}>
                      Remove
                    </Button>
                  )}
                </Flex>
              ))}
              {fields.length < MAX_INTERVIEWERS && (
                <Button type="dashed" onClick={() => add(null)}>
                  Add interviewer
                </Button>
              )}
              <Form.ErrorList errors={errors} />
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item
        name="meeting_link"
        label="Meeting link"
        rules={[{ type: 'url', message: 'Enter a link such as https://meet.example.com/abc' }]}
      >
        <Input placeholder="https://" maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
