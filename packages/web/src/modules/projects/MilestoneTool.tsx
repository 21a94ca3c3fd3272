import { PlusOutlined } from '@ant-design/icons';
import { formatAmount, type Milestone, type MilestoneList } from '@atrium/contracts';
import {
  Alert,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Space,
  Table,
  type TableProps,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { ProjectHeading } from './components/ProjectHeading';
import { ProjectScoped } from './components/ProjectScoped';
import { apiDate, teamFailure, toDay } from './components/teamDates';
import { useChangeMilestones, useMilestones } from './projects.api';

const MODULE = 'projects';
const STATUS_TEXTS: Record<Milestone['status'], string> = {
  active: 'Active',
  'checked-in': 'Checked in',
  completed: 'Completed',
};

/**
 * 'milestone' (Milestone): a project's milestones with planned and actual amounts and dates; check-in,
 * completion (with an early release of its people) and deletion (which de-allocates them) ask first.
 */
export function MilestoneTool({ options, onOptionsChange }: ToolProps) {
  const id = idOption(options.id);
  const milestones = useMilestones(id);
  return (
    <ProjectScoped
      id={id}
      onPick={(next) => onOptionsChange({ ...options, id: next })}
      result={milestones}
      emptyText="Choose a project to see its milestones."
    >
      {(data) => <Milestones list={data} />}
    </ProjectScoped>
  );
}

type Dialog =
  | { kind: 'edit'; milestone: Milestone | null }
  | { kind: 'check-in'; milestone: Milestone }
  | null;

function Milestones({ list }: { list: MilestoneList }) {
  const { project, permissions, results } = list;
  const change = useChangeMilestones(project.id);
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canEdit = permissions.can_update && project.status !== 'closed';
  const isActive = project.status === 'active';
  const money = (value: number | null) =>
    value === null ? '—' : `${project.currency} ${formatAmount(value, project.currency)}`;

  const complete = async (milestone: Milestone) => {
    const values = await confirm({
      title: `Complete ${milestone.name}?`,
      content: milestone.people
        ? `Its ${milestone.people} ${milestone.people === 1 ? 'person' : 'people'} can be released early: give the last day they work on it, or leave it empty to keep their allocations.`
        : 'No one is staffed for this milestone.',
      confirmText: 'Complete',
      ...(milestone.people ? { date: { label: 'Release its people after', isRequired: false } } : {}),
      onConfirm: (entered) =>
        change.mutateAsync({ kind: 'complete', milestoneId: milestone.id, releaseOn: entered.date ?? null }),
    });
    if (values) notify('success', `${milestone.name} completed`);
  };

  const remove = async (milestone: Milestone) => {
    const values = await confirm({
      title: `Delete ${milestone.name}?`,
      content: milestone.people
        ? `The ${milestone.people} ${milestone.people === 1 ? 'person' : 'people'} staffed for it will be de-allocated.`
        : 'No one is staffed for it.',
      isDanger: true,
      confirmText: 'Delete milestone',
      onConfirm: () => change.mutateAsync({ kind: 'delete', milestoneId: milestone.id }),
    });
    if (values) notify('success', `${milestone.name} deleted`);
  };

  const columns: TableProps<Milestone>['columns'] = [
    { title: 'Milestone', dataIndex: 'name', key: 'name' },
    { title: 'Planned', key: 'planned', render: (_, m) => displayDate(m.planned_date) },
    {
      title: 'Planned amount',
      key: 'planned_amount',
      align: 'right',
      render: (_, m) => money(m.planned_amount),
    },
    { title: 'Actual', key: 'actual', render: (_, m) => (m.actual_date ? displayDate(m.actual_date) : '—') },
    {
      title: 'Actual amount',
      key: 'actual_amount',
      align: 'right',
      render: (_, m) => money(m.actual_amount),
    },
    { title: 'People', dataIndex: 'people', key: 'people', align: 'right' },
    {
      title: 'Status',
      key: 'status',
      render: (_, m) => <StatusBadge status={m.status} label={STATUS_TEXTS[m.status]} />,
    },
    ...(canEdit
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, m: Milestone) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setDialog({ kind: 'edit', milestone: m })}>
                  Edit
                </Button>
                {isActive && m.status !== 'completed' && (
                  <>
                    <Button type="link" onClick={() => setDialog({ kind: 'check-in', milestone: m })}>
                      Check in
                    </Button>
                    <Button type="link" onClick={() => complete(m)}>
                      Complete
                    </Button>
                  </>
                )}
                <Button type="link" danger onClick={() => remove(m)}>
                  Delete
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ProjectHeading project={project} />
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ kind: 'edit', milestone: null })}
          >
            Add milestone
          </Button>
        )}
      </Flex>
      {!isActive && canEdit && results.some((m) => m.status !== 'completed') && (
        <Alert
          type="info"
          showIcon
          title="Milestones are checked in and completed once the project is active."
        />
      )}
      {change.isError && !dialog && <Alert type="error" showIcon title={teamFailure(change.error)} />}
      <Table<Milestone>
        aria-label="Milestones"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={results}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <EmptyState description="No milestones yet." /> }}
        scroll={{ x: true }}
      />
      <MilestoneModal
        dialog={dialog}
        saving={change.isPending}
        onSave={(body) =>
          dialog?.kind === 'check-in'
            ? change.mutateAsync({
                kind: 'check-in',
                milestoneId: dialog.milestone.id,
                body: { actual_date: body.actual_date ?? '', actual_amount: body.actual_amount ?? 0 },
              })
            : dialog?.milestone
              ? change.mutateAsync({ kind: 'edit', milestoneId: dialog.milestone.id, body })
              : change.mutateAsync({ kind: 'add', body })
        }
        onClose={() => setDialog(null)}
      />
      {confirmation}
    </Flex>
  );
}

interface Values {
  name: string;
  planned_date: Dayjs;
  planned_amount: number;
  actual_date?: Dayjs | null;
  actual_amount?: number | null;
}

interface Saved {
  name: string;
  planned_date: string;
  planned_amount: number;
  actual_date: string | null;
  actual_amount: number | null;
}

function MilestoneModal({
  dialog,
  saving,
  onSave,
  onClose,
}: {
  dialog: Dialog;
  saving: boolean;
  onSave(values: Saved): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const checkIn = dialog?.kind === 'check-in';
  const milestone = dialog?.milestone ?? null;
  const required = (field: string) => [requiredRule({ module: MODULE, field })];
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await onSave({
        name: values.name,
        planned_date: apiDate(values.planned_date),
        planned_amount: values.planned_amount,
        actual_date: values.actual_date ? apiDate(values.actual_date) : null,
        actual_amount: values.actual_amount ?? null,
      });
      onClose();
    } catch (error) {
      setFailure(teamFailure(error));
    }
  };
  return (
    <FormModal
      open={dialog !== null}
      title={checkIn ? `Check in ${milestone?.name}` : milestone ? 'Edit milestone' : 'Add milestone'}
      okText={checkIn ? 'Check in' : milestone ? 'Save milestone' : 'Add milestone'}
      saving={saving}
      failure={failure}
      onOk={() => form.submit()}
      onClose={onClose}
      afterClose={() => {
        form.resetFields();
        setFailure(null);
      }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="milestone"
        onFinish={submit}
        initialValues={{
          name: milestone?.name ?? '',
          planned_date: toDay(milestone?.planned_date),
          planned_amount: milestone?.planned_amount,
          actual_date: toDay(milestone?.actual_date),
          actual_amount: milestone?.actual_amount,
        }}
      >
        <div hidden={checkIn}>
          <Form.Item name="name" label="Milestone" rules={required('name')}>
            <Input maxLength={256} />
          </Form.Item>
          <Form.Item name="planned_date" label="Planned date" rules={required('planned_date')}>
            <DatePicker format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="planned_amount" label="Planned amount" rules={required('planned_amount')}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="actual_date" label="Actual date" rules={checkIn ? required('actual_date') : []}>
          <DatePicker format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="actual_amount"
          label="Actual amount"
          rules={checkIn ? required('actual_amount') : []}
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
