import { CheckCircleFilled, DownloadOutlined } from '@ant-design/icons';
import {
  CLEARANCE_AREA_LABELS,
  CLEARANCE_AREAS,
  type ClearanceArea,
  canSettleExitFinance,
  canSignClearance,
  EXIT_STATUS_LABELS,
  EXIT_TYPE_LABELS,
  type ExitDetail,
  type ExitLetterKind,
  formatDisplayDate,
  isExitManager,
} from '@atrium/contracts';
import { Button, Descriptions, Drawer, Flex, List, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { actorOf } from '../../../platform/actor';
import { useCurrentUser } from '../../../platform/currentUser';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { useUnitLabels } from '../../../platform/unitLabels';
import { LoadFailed } from '../../../ui/LoadFailed';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { type ExitAction, useDownloadLetter, useExit, useExitAction, useSignClearance } from '../exits.api';
import { ExitInterviewSection } from './ExitInterviewSection';

const MODULE = 'employee-exit';

interface ExitDetailDrawerProps {
  exitId: number | undefined;
  onClose(): void;
}

/** One exit: the facts, the four-area clearance checklist, the two flags, completion and the letters. */
export function ExitDetailDrawer({ exitId, onClose }: ExitDetailDrawerProps) {
  const exit = useExit(exitId);
  return (
    <Drawer open={exitId !== undefined} onClose={onClose} title="Exit details" size={560} destroyOnHidden>
      {exit.isError && !exit.data ? (
        <LoadFailed variant="inline" error={exit.error} onRetry={() => exit.refetch()} />
      ) : exit.data ? (
        <ExitDetailBody exit={exit.data} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

function ExitDetailBody({ exit }: { exit: ExitDetail }) {
  const labels = useUnitLabels();
  const currentUser = useCurrentUser();
  const actor = currentUser.data ? actorOf(currentUser.data) : null;
  const [confirm, dialog] = useConfirmation();
  const notify = useNotify();
  const act = useExitAction();
  const sign = useSignClearance();
  const download = useDownloadLetter();
  const isOpen = exit.status === 'in-notice';
  const managerUserId = exit.employee.reporting_manager_user_id;
  const signed = new Map(exit.clearances.map((clearance) => [clearance.area, clearance]));
  const allSigned = CLEARANCE_AREAS.every((area) => signed.has(area));

  const failed = (error: unknown) => {
    notify('error', messageForError(error, MODULE));
    throw error;
  };

  const signOff = (area: ClearanceArea) =>
    confirm({
      title: `Sign off ${CLEARANCE_AREA_LABELS[area]} clearance`,
      content: `Confirm that ${exit.employee.name} has no dues with ${CLEARANCE_AREA_LABELS[area]}.`,
      confirmText: 'Sign off',
      comment: { label: 'Note' },
      onConfirm: ({ comment }) => sign.mutateAsync({ id: exit.id, area, note: comment }).catch(failed),
    });

  const run = (
    action: ExitAction,
    request: { title: string; content: string; confirmText: string; done: string; isDanger?: boolean },
  ) =>
    confirm({
      title: request.title,
      content: request.content,
      confirmText: request.confirmText,
      isDanger: request.isDanger ?? false,
      onConfirm: () =>
        act
          .mutateAsync({ id: exit.id, action })
          .then(() => notify('success', request.done))
          .catch(failed),
    });

  const downloadLetter = (kind: ExitLetterKind) =>
    download(exit.id, kind).catch((error: unknown) => notify('error', messageForError(error, MODULE)));

  const flag = (done: boolean, doneText: string, button: ReactNode) =>
    done ? (
      <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
        {doneText}
      </Tag>
    ) : (
      button
    );

  return (
    <Flex vertical gap={24}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'employee', label: 'Employee', children: `${exit.employee.name} (${exit.employee.code})` },
          { key: 'designation', label: 'Designation', children: exit.employee.designation ?? '—' },
          { key: 'department', label: labels.department, children: exit.employee.department ?? '—' },
          { key: 'joined', label: 'Date of joining', children: displayDate(exit.employee.date_of_joining) },
          { key: 'type', label: 'Exit type', children: EXIT_TYPE_LABELS[exit.exit_type] },
          { key: 'notice', label: 'Notice date', children: displayDate(exit.notice_date) },
          { key: 'last', label: 'Last working day', children: displayDate(exit.last_working_day) },
          { key: 'period', label: 'Notice period', children: `${exit.notice_period_days} days` },
          { key: 'shortfall', label: 'Notice shortfall', children: `${exit.notice_shortfall_days} days` },
          { key: 'reason', label: 'Reason', children: exit.reason ?? '—' },
          {
            key: 'status',
            label: 'Status',
            children: <StatusBadge status={exit.status} label={EXIT_STATUS_LABELS[exit.status]} />,
          },
        ]}
      />

      <section aria-label="Clearance checklist">
        <Typography.Title level={5}>Clearance checklist</Typography.Title>
        <List
          bordered
          dataSource={[...CLEARANCE_AREAS]}
          renderItem={(area) => {
            const clearance = signed.get(area);
            const maySign = isOpen && actor !== null && canSignClearance(actor, area, managerUserId);
            return (
              <List.Item
                aria-label={`${CLEARANCE_AREA_LABELS[area]} clearance`}
                actions={
                  clearance || !maySign
                    ? []
                    : [
                        <Button key="sign" size="small" onClick={() => signOff(area)}>
                          Sign off {CLEARANCE_AREA_LABELS[area]}
                        </Button>,
                      ]
                }
              >
                <List.Item.Meta
                  title={CLEARANCE_AREA_LABELS[area]}
                  description={
                    clearance
                      ? `Signed by ${clearance.cleared_by.name} on ${formatDisplayDate(new Date(clearance.cleared_at))}${clearance.note ? ` — ${clearance.note}` : ''}`
                      : 'Pending'
                  }
                />
              </List.Item>
            );
          }}
        />
      </section>

      <ExitInterviewSection exit={exit} />

      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'clearance',
            label: 'Exit clearance',
            children: flag(
              exit.is_exit_clearance_done,
              'Exit clearance done',
              isOpen && actor && isExitManager(actor) ? (
                <Button
                  disabled={!allSigned}
                  onClick={() =>
                    run('exit-clearance', {
                      title: 'Mark exit clearance',
                      content: `Every department has signed off ${exit.employee.name}. Mark exit clearance as done?`,
                      confirmText: 'Mark done',
                      done: 'Exit clearance marked',
                    })
                  }
                >
                  Mark exit clearance
                </Button>
              ) : (
                'Pending'
              ),
            ),
          },
          {
            key: 'final',
            label: 'Full and final',
            children: flag(
              exit.is_exit_final_done,
              'Full and final done',
              isOpen && actor && canSettleExitFinance(actor) ? (
                <Button
                  disabled={!exit.is_exit_clearance_done}
                  onClick={() =>
                    run('full-and-final', {
                      title: 'Mark full and final',
                      content: `Mark the full-and-final settlement of ${exit.employee.name} as done?`,
                      confirmText: 'Mark done',
                      done: 'Full and final marked',
                    })
                  }
                >
                  Mark full and final
                </Button>
              ) : (
                'Pending'
              ),
            ),
          },
        ]}
      />

      {isOpen && actor && isExitManager(actor) && (
        <Flex gap={8} wrap>
          <Button
            type="primary"
            danger
            disabled={!exit.is_exit_clearance_done || !exit.is_exit_final_done}
            onClick={() =>
              run('complete', {
                title: 'Complete exit',
                content: `${exit.employee.name} will be marked 'Exit Done' and their user deactivated.`,
                confirmText: 'Complete exit',
                done: 'Exit Done',
                isDanger: true,
              })
            }
          >
            Complete exit
          </Button>
          <Button
            onClick={() =>
              run('withdraw', {
                title: 'Withdraw exit',
                content: `${exit.employee.name} stays with the organisation and is active again.`,
                confirmText: 'Withdraw',
                done: 'Exit withdrawn',
              })
            }
          >
            Withdraw exit
          </Button>
        </Flex>
      )}

      {exit.status === 'exit-done' && (
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => downloadLetter('relieving')}>
            Relieving letter
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => downloadLetter('experience')}>
            Experience letter
          </Button>
        </Flex>
      )}
      {dialog}
    </Flex>
  );
}
