import {
  type BusinessPlan,
  canSetTargets,
  FISCAL_QUARTERS,
  financialYearText,
  formatAmount,
  QUARTER_TEXTS,
  TARGET_SORTABLE,
  type Target,
} from '@atrium/contracts';
import { Button, Descriptions, Flex, type TableProps, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { listOptions } from '../../platform/listOptions';
import { withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { EmptyState } from '../../ui/EmptyState';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { PlanPicker } from './components/PlanPicker';
import { useDeleteTarget, useTargetPage } from './targets.api';

// The dialogs load when first opened, not with the screen.
const PlanModal = lazy(() => import('./components/PlanModal').then((m) => ({ default: m.PlanModal })));
const TargetModal = lazy(() => import('./components/TargetModal').then((m) => ({ default: m.TargetModal })));

const MODULE = 'sales';

/** The plan's year, dates, currency, rates and status. */
function PlanSummary({ plan }: { plan: BusinessPlan }) {
  const rates = Object.entries(plan.exchange_rates)
    .filter(([currency]) => currency !== plan.currency)
    .map(([currency, rate]) => `1 ${currency} = ${rate} ${plan.currency}`)
    .join(', ');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 4 }}
      items={[
        {
          key: 'year',
          label: 'Financial year',
          children: `${financialYearText(plan.financial_year)} (${displayDate(plan.start_date)} – ${displayDate(plan.end_date)})`,
        },
        { key: 'currency', label: 'Currency', children: plan.currency },
        { key: 'rates', label: 'Planning rates', children: rates || '—' },
        {
          key: 'status',
          label: 'Status',
          children: (
            <StatusBadge status={plan.status} label={plan.status === 'active' ? 'Active' : 'Draft'} />
          ),
        },
      ]}
    />
  );
}

/**
 * 'target-setting-form' (Target Setting): the selected business plan and its targets, a sales person's or a team's
 * per quarter. The sales head and the CEO add plans and add, change and delete targets; finance and sales
 * executives read (an executive only their own and their team's).
 */
export function TargetSettingTool({ options, onOptionsChange }: ToolProps) {
  const mayEdit = useCan(canSetTargets);
  const [editingPlan, setEditingPlan] = useState<BusinessPlan | null | undefined>(undefined);
  return (
    <PlanPicker
      id="target-setting-plan"
      options={options}
      onOptionsChange={onOptionsChange}
      actions={(plan) =>
        mayEdit && (
          <>
            <Button onClick={() => setEditingPlan(null)}>New plan</Button>
            {plan && <Button onClick={() => setEditingPlan(plan)}>Edit plan</Button>}
          </>
        )
      }
    >
      {(plan) => (
        <>
          {plan ? (
            <>
              <PlanSummary plan={plan} />
              <PlanTargets key={plan.id} plan={plan} options={options} onOptionsChange={onOptionsChange} />
            </>
          ) : (
            <EmptyState
              description={
                mayEdit
                  ? 'No business plan yet. Add one for the financial year, then set its targets.'
                  : 'No business plan yet.'
              }
            />
          )}
          {editingPlan !== undefined && (
            <Suspense fallback={null}>
              <PlanModal
                plan={editingPlan}
                onClose={() => setEditingPlan(undefined)}
                onSaved={(saved) => {
                  setEditingPlan(undefined);
                  onOptionsChange(withOptions(options, { plan: String(saved.id), page: undefined }));
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </PlanPicker>
  );
}

function PlanTargets({
  plan,
  options,
  onOptionsChange,
}: Pick<ToolProps, 'options' | 'onOptionsChange'> & { plan: BusinessPlan }) {
  const mayEdit = useCan(canSetTargets);
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const [editing, setEditing] = useState<Target | null | undefined>(undefined);
  const remove = useDeleteTarget();
  const list = listOptions<Target>(options, onOptionsChange, TARGET_SORTABLE);
  const targets = useTargetPage(plan.id, list.query);
  const amount = (value: number) => formatAmount(value, plan.currency);
  const nameOf = (target: Target) => target.person?.name ?? target.team?.name ?? '—';

  const ask = (target: Target) =>
    confirm({
      title: 'Delete target',
      content: `Delete the target of ${nameOf(target)} in ${plan.name}?`,
      confirmText: 'Delete',
      isDanger: true,
      onConfirm: () =>
        remove.mutateAsync(target.id).then(
          () => notify('success', 'Target deleted'),
          (error: unknown) => {
            notify('error', messageForError(error, MODULE));
            throw error;
          },
        ),
    });

  const columns: TableProps<Target>['columns'] = [
    {
      title: 'Sales person or team',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, target) => (
        <Flex gap={6} align="center">
          {nameOf(target)}
          {target.kind === 'team' && <Tag>Team</Tag>}
        </Flex>
      ),
    },
    ...FISCAL_QUARTERS.map((quarter) => ({
      title: `${QUARTER_TEXTS[quarter]} (${plan.currency})`,
      key: quarter,
      align: 'right' as const,
      render: (_: unknown, target: Target) => amount(target[quarter]),
    })),
    {
      title: `Year (${plan.currency})`,
      key: 'total',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrder('total'),
      render: (_, target) => <strong>{amount(target.total)}</strong>,
    },
    ...(mayEdit
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, target: Target) => (
              <Flex gap={4} wrap>
                <Button size="small" onClick={() => setEditing(target)} aria-label={`Edit ${nameOf(target)}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => ask(target)}
                  aria-label={`Delete ${nameOf(target)}`}
                >
                  Delete
                </Button>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <ServerListScreen<Target>
      label="Targets"
      columns={columns}
      result={targets}
      list={list}
      emptyText={
        mayEdit ? 'No targets in this plan yet. Add one per sales person or team.' : 'No targets to show.'
      }
      add={mayEdit ? { label: 'Add target', onClick: () => setEditing(null) } : undefined}
    >
      {editing !== undefined && (
        <Suspense fallback={null}>
          <TargetModal
            planId={plan.id}
            currency={plan.currency}
            target={editing}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
      {dialog}
    </ServerListScreen>
  );
}
