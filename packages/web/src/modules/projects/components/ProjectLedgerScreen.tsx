import type { Project, ProjectPermissions } from '@atrium/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Flex, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { capitalise } from '../../../platform/formFields';
import { ProjectHeading, TotalCard } from './ProjectHeading';
import { WhenLoaded } from './ProjectScoped';
import { moneyIn } from './projectMoney';
import { useWhoMay } from './whoMay';

export const LEDGER_PAGE_SIZE = 10;

/** A page of one of a project's money ledgers: `count` and `total` cover every entry, not the page. */
export interface LedgerPage<Row> {
  project: Project;
  permissions: ProjectPermissions;
  count: number;
  total: number;
  results: Row[];
}

interface Paging {
  page: number;
  pageSize: number;
}
const firstPage: Paging = { page: 1, pageSize: LEDGER_PAGE_SIZE };

/** The page a ledger list shows, and the query that asks for it. */
export function useLedgerPaging() {
  const [current, set] = useState(firstPage);
  return {
    current,
    set,
    query: { limit: current.pageSize, offset: (current.page - 1) * current.pageSize },
  };
}
export type LedgerPaging = ReturnType<typeof useLedgerPaging>;

/** What a ledger's list is given: whether the caller may change it, and how its amounts read. */
export interface LedgerListContext {
  project: Project;
  canEdit: boolean;
  money(value: number): string;
}

/** What a tool's list of one ledger is given. */
export interface LedgerTabProps<Row> {
  context: LedgerListContext;
  paging: LedgerPaging;
  result: UseQueryResult<LedgerPage<Row>>;
}

/** One ledger as a tab of the screen, with its total on a card. */
export interface LedgerTab {
  key: string;
  /** The tab's title: "Expenses" shows as "Expenses (3)". */
  title: string;
  /** The card's title for the ledger's total: "Spent". */
  totalTitle: string;
  result: UseQueryResult<LedgerPage<unknown>>;
  list(context: LedgerListContext): ReactNode;
}

interface ProjectLedgerScreenProps {
  /** The first ledger's page is the screen's: it loads before anything shows. */
  ledgers: [LedgerTab, LedgerTab];
  activeTab: string;
  onTab(key: string): void;
  /** The third card: "Received less spent", from the first ledger's total and the second's. */
  difference: { title: string; of(first: number, second: number): number };
  /** What the two ledgers hold, as a sentence names them: "expenses and receipts". */
  records: string;
}

/**
 * A project's money in two ledgers (expenses and receipts, revenue and costs): the project with the two totals
 * and what one leaves of the other, and a tab with a paged list for each ledger.
 */
export function ProjectLedgerScreen(props: ProjectLedgerScreenProps) {
  return (
    <WhenLoaded result={props.ledgers[0].result}>
      {(page) => <LedgerTotalsAndTabs {...props} page={page} />}
    </WhenLoaded>
  );
}

function LedgerTotalsAndTabs(props: ProjectLedgerScreenProps & { page: LedgerPage<unknown> }) {
  const { page, ledgers } = props;
  const [first, second] = ledgers;
  const { project, permissions } = page;
  const money = moneyIn(project);
  const context = { project, canEdit: permissions.can_update && project.status !== 'closed', money };
  const whoMay = useWhoMay();
  const secondTotal = second.result.data?.total;
  const counted = (tab: LedgerTab, count: number | undefined) =>
    count === undefined ? tab.title : `${tab.title} (${count})`;
  return (
    <Flex vertical gap={16}>
      <ProjectHeading project={project} />
      <Flex gap={12} wrap role="group" aria-label="Totals">
        <TotalCard title={first.totalTitle} value={money(page.total)} />
        <TotalCard title={second.totalTitle} value={secondTotal === undefined ? '—' : money(secondTotal)} />
        <TotalCard
          title={props.difference.title}
          value={secondTotal === undefined ? '—' : money(props.difference.of(page.total, secondTotal))}
        />
      </Flex>
      {project.status === 'closed' && permissions.can_update && (
        <Alert
          type="info"
          showIcon
          title={`This project is closed: its ${props.records} no longer change.`}
        />
      )}
      {project.status !== 'closed' && !permissions.can_update && (
        <Typography.Text type="secondary">
          {capitalise(props.records)} are recorded by {whoMay('project_create_update')}.
        </Typography.Text>
      )}
      <Tabs
        activeKey={props.activeTab}
        onChange={props.onTab}
        items={[
          { key: first.key, label: counted(first, page.count), children: first.list(context) },
          {
            key: second.key,
            label: counted(second, second.result.data?.count),
            children: second.list(context),
          },
        ]}
      />
    </Flex>
  );
}
