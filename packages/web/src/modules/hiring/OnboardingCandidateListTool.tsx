import {
  OFFER_SORTABLE,
  OFFER_STATUS_TEXTS,
  OFFER_STATUSES,
  type OfferStatus,
  type OfferSummary,
} from '@atrium/contracts';
import { Button, Flex, Progress, type TableProps } from 'antd';
import { lazy, Suspense } from 'react';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import { listOptions } from '../../platform/listOptions';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { OfferStatusTag } from './components/OfferPanel';
import { useOffers } from './offers.api';

const OnboardingDrawer = lazy(() =>
  import('./components/OnboardingDrawer').then((m) => ({ default: m.OnboardingDrawer })),
);

const SEARCH: SearchDefinition = {
  label: 'Search onboarding candidates',
  placeholder: 'Candidate name, email or HR- code',
};

const FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'status',
    label: 'Offer status',
    placeholder: 'Any status',
    options: OFFER_STATUSES.map((status) => ({ label: OFFER_STATUS_TEXTS[status], value: status })),
  },
];

/**
 * 'onboarding-candidate-list' (Onboarding Candidate List): the candidates offered a job — who accepted, their
 * expected joining date (overdue ones marked), their onboarding checklist's progress — searched, filtered,
 * sorted and paged on the server; a row opens the candidate's onboarding.
 */
export function OnboardingCandidateListTool({ options, onOptionsChange }: ToolProps) {
  const list = listOptions<OfferSummary>(options, onOptionsChange, OFFER_SORTABLE);
  const filters = { search: textOption(options, 'search'), status: textOption(options, 'status') };
  const opened = idOption(options.offer);
  const offers = useOffers({
    ...list.query,
    search: filters.search,
    status: filters.status as OfferStatus | undefined,
  });
  const open = (offer: OfferSummary | undefined) =>
    onOptionsChange(withOptions(options, { offer: offer?.id }));

  const columns: TableProps<OfferSummary>['columns'] = [
    {
      title: 'Candidate',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, offer) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => open(offer)}>
          {offer.candidate.name}
        </Button>
      ),
    },
    {
      title: 'Hiring request',
      key: 'request',
      render: (_, o) => `${o.hiring_request.code} · ${o.hiring_request.title}`,
    },
    {
      title: 'Expected joining',
      key: 'joining_date',
      sorter: true,
      sortOrder: list.sortOrder('joining_date'),
      render: (_, o) => (
        <Flex gap={4} align="center" wrap>
          {displayDate(o.joining_date)}
          {o.is_overdue && <StatusBadge status="escalated" label="Overdue" />}
        </Flex>
      ),
    },
    {
      title: 'Checklist',
      key: 'checklist',
      width: 180,
      render: (_, o) => (
        <Progress
          aria-label={`Checklist ${o.checklist.done} of ${o.checklist.total}`}
          percent={Math.round((o.checklist.done / Math.max(1, o.checklist.total)) * 100)}
          format={() => `${o.checklist.done}/${o.checklist.total}`}
          size="small"
        />
      ),
    },
    { title: 'Status', key: 'status', render: (_, o) => <OfferStatusTag status={o.status} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, offer) => (
        <Button size="small" onClick={() => open(offer)}>
          {offer.status === 'accepted' ? 'Onboard' : 'View'}
        </Button>
      ),
    },
  ];
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <ServerListScreen<OfferSummary>
      label="Onboarding candidates"
      columns={columns}
      result={offers}
      list={list}
      emptyText={
        isFiltered
          ? 'No candidates match these filters.'
          : 'No offers yet. Offers are made from an application at the offer stage.'
      }
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
    >
      {opened !== undefined && (
        <Suspense fallback={null}>
          <OnboardingDrawer offerId={opened} onClose={() => open(undefined)} />
        </Suspense>
      )}
    </ServerListScreen>
  );
}
