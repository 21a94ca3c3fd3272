import {
  CANDIDATE_SORTABLE,
  CANDIDATE_SOURCE_TEXTS,
  CANDIDATE_SOURCES,
  type Candidate,
  type CandidateSource,
  canManageCandidates,
} from '@atrium/contracts';
import { Flex, type TableProps, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { useCandidates } from './candidates.api';
import { CandidateFilters } from './components/CandidateFilters';

const CandidateFormModal = lazy(() =>
  import('./components/CandidateFormModal').then((m) => ({ default: m.CandidateFormModal })),
);

const FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'source',
    label: 'Source',
    placeholder: 'Any source',
    options: CANDIDATE_SOURCES.map((value) => ({ value, label: CANDIDATE_SOURCE_TEXTS[value] })),
  },
  { kind: 'TOGGLE', key: 'blacklisted', label: 'Blacklisted only' },
];

const SEARCH: SearchDefinition = { label: 'Search candidates', placeholder: 'Name, email, phone or company' };

/** 'candidate-list' (Candidate Pool): the pool searched by text, skill and experience, paged; candidates are added here. */
export function CandidateListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const canAdd = useCan(canManageCandidates);
  const [isAdding, setIsAdding] = useState(false);
  const hasForm = useOpenedOnce(isAdding);
  const list = listOptions<Candidate>(options, onOptionsChange, CANDIDATE_SORTABLE);
  const filters = {
    search: textOption(options, 'search'),
    source: textOption(options, 'source'),
    blacklisted: options.blacklisted === true ? true : undefined,
  };
  const range = {
    skill: textOption(options, 'skill'),
    min_experience: textOption(options, 'min_experience'),
    max_experience: textOption(options, 'max_experience'),
  };
  const candidates = useCandidates({
    ...list.query,
    search: filters.search,
    source: filters.source as CandidateSource | undefined,
    blacklisted: filters.blacklisted ? 'true' : undefined,
    skill: range.skill,
    min_experience: range.min_experience === undefined ? undefined : Number(range.min_experience),
    max_experience: range.max_experience === undefined ? undefined : Number(range.max_experience),
  });
  const link = (candidate: Candidate) => toolLink('candidate-viewer', { id: candidate.id });

  const columns: TableProps<Candidate>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, candidate) => (
        <Flex gap={8} align="center">
          <a
            href={link(candidate)}
            onClick={(event) => {
              event.preventDefault();
              navigate(link(candidate));
            }}
          >
            {candidate.name}
          </a>
          {candidate.is_blacklisted && <StatusBadge status="blacklisted" />}
        </Flex>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Phone', key: 'phone', render: (_, c) => c.phone ?? '—' },
    {
      title: 'Skills',
      key: 'skills',
      render: (_, c) => (
        <Flex gap={4} wrap>
          {c.skills.map((skill) => (
            <Tag key={skill}>{skill}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Experience',
      key: 'experience',
      sorter: true,
      sortOrder: list.sortOrder('experience'),
      render: (_, c) => (c.experience === null ? '—' : `${c.experience} yrs`),
    },
    { title: 'Current company', key: 'company', render: (_, c) => c.current_company ?? '—' },
    { title: 'Source', key: 'source', render: (_, c) => CANDIDATE_SOURCE_TEXTS[c.source] },
  ];

  return (
    <ServerListScreen<Candidate>
      label="Candidates"
      columns={columns}
      result={candidates}
      list={list}
      emptyText="No candidates match these filters."
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      filters={<CandidateFilters value={range} onChange={list.filterBy} />}
      add={canAdd ? { label: 'Add candidate', onClick: () => setIsAdding(true) } : undefined}
    >
      {hasForm && (
        <Suspense fallback={null}>
          <CandidateFormModal
            open={isAdding}
            onClose={() => setIsAdding(false)}
            onSaved={(saved) => {
              setIsAdding(false);
              notify('success', `${saved.name} added to the pool`);
            }}
          />
        </Suspense>
      )}
    </ServerListScreen>
  );
}
