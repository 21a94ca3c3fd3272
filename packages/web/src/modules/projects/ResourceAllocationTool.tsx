import { PlusOutlined } from '@ant-design/icons';
import {
  type BillingRole,
  CURRENCIES,
  canListProjects,
  canReadAllocations,
  formatAmount,
  ProjectPermissionVariantSchema,
} from '@atrium/contracts';
import { Button, Flex, Table, type TableProps, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { useOrganization } from '../../platform/OrganizationContext';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { AllocationList } from './components/AllocationList';
import { useBillingRoles } from './projects.api';

// The billing role and rate forms, with their number and date fields, are fetched when first opened.
const AddRoleModal = lazy(() =>
  import('./components/BillingRoleModals').then((m) => ({ default: m.AddRoleModal })),
);
const RateModal = lazy(() =>
  import('./components/BillingRoleModals').then((m) => ({ default: m.RateModal })),
);

/** The rate in force today in each currency: the latest that has taken effect (rates come newest first). */
function ratesInForce(role: BillingRole, today: string) {
  return CURRENCIES.flatMap((currency) => {
    const rate = role.rates.find((r) => r.currency === currency && r.effective_from <= today);
    return rate ? [rate] : [];
  });
}

/**
 * 'resource-allocation' (Resource & Billing): who is allocated to which project at what share, role and rate,
 * for those the project permission variant lets read every allocation; and the billing roles billable people are
 * charged at with their negotiated rates by currency and effective date, which finance and the CEO keep. The tab
 * is kept in the tool's options.
 */
export function ResourceAllocationTool({ options, onOptionsChange }: ToolProps) {
  const variant = ProjectPermissionVariantSchema.catch('default').parse(
    useOrganization().project_permission_variant,
  );
  const readsAllocations = useCan((actor) => canReadAllocations(variant, actor));
  const readsRoles = useCan(canListProjects);
  const tabs = [
    ...(readsAllocations
      ? [
          {
            key: 'allocations',
            label: 'Allocations',
            children: (
              <AllocationList
                options={options}
                onOptionsChange={(next) => onOptionsChange({ ...next, tab: 'allocations' })}
              />
            ),
          },
        ]
      : []),
    ...(readsRoles
      ? [{ key: 'billing-roles', label: 'Billing roles and rates', children: <BillingRoles /> }]
      : []),
  ];
  const chosen = textOption(options, 'tab');
  const active = tabs.some((tab) => tab.key === chosen) ? chosen : tabs[0]?.key;
  return <Tabs activeKey={active} items={tabs} onChange={(tab) => onOptionsChange({ tab })} />;
}

/** The billing roles and their negotiated rates by currency and effective date. */
function BillingRoles() {
  const roles = useBillingRoles();
  const [adding, setAdding] = useState(false);
  const [rateFor, setRateFor] = useState<BillingRole | null>(null);
  const hasAddForm = useOpenedOnce(adding);
  const hasRateForm = useOpenedOnce(rateFor !== null);
  if (roles.isError)
    return <LoadFailed variant="inline" error={roles.error} onRetry={() => roles.refetch()} />;
  const canManage = roles.data?.can_manage ?? false;
  const today = new Date().toISOString().slice(0, 10);
  const columns: TableProps<BillingRole>['columns'] = [
    { title: 'Billing role', dataIndex: 'name', key: 'name' },
    {
      title: 'Rates in force',
      key: 'rates',
      render: (_, role) => {
        const rates = ratesInForce(role, today);
        return rates.length
          ? rates.map((r) => `${r.currency} ${formatAmount(r.rate, r.currency)} / hour`).join(' · ')
          : 'No rate yet';
      },
    },
    {
      title: 'History',
      key: 'history',
      render: (_, role) =>
        role.rates.length
          ? role.rates
              .map(
                (r) =>
                  `${r.currency} ${formatAmount(r.rate, r.currency)}${
                    r.cost_rate === null ? '' : ` (costs ${formatAmount(r.cost_rate, r.currency)})`
                  } from ${displayDate(r.effective_from)}`,
              )
              .join('; ')
          : '—',
    },
    ...(canManage
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, role: BillingRole) => (
              <Button type="link" onClick={() => setRateFor(role)}>
                Set rate
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      {canManage && (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'start' }}
        >
          Add billing role
        </Button>
      )}
      <Table<BillingRole>
        aria-label="Billing roles"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={roles.data?.results ?? []}
        loading={roles.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <EmptyState description="No billing roles yet." /> }}
        scroll={{ x: true }}
      />
      {hasAddForm && (
        <Suspense fallback={null}>
          <AddRoleModal open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {hasRateForm && (
        <Suspense fallback={null}>
          <RateModal role={rateFor} onClose={() => setRateFor(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
