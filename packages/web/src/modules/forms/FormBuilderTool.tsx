import {
  FORM_PURPOSE_LABELS,
  FORM_PURPOSES,
  FORMS_SORTABLE,
  type FormPurpose,
  type FormRow,
} from '@atrium/contracts';
import type { TableProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import { listOptions } from '../../platform/listOptions';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { BackToList } from '../../ui/BackToList';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { PageLoader } from '../../ui/PageLoader';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useFormPage } from './forms.api';

// A form's editor (its questions, preview and versions) and the new-form dialog load when first opened.
const FormEditor = lazy(() => import('./components/FormEditor').then((m) => ({ default: m.FormEditor })));
const NewFormModal = lazy(() =>
  import('./components/NewFormModal').then((m) => ({ default: m.NewFormModal })),
);

const FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'purpose',
    label: 'Purpose',
    placeholder: 'Any purpose',
    options: FORM_PURPOSES.map((value) => ({ label: FORM_PURPOSE_LABELS[value], value })),
  },
];
const SEARCH: SearchDefinition = { label: 'Search forms', placeholder: 'Form name' };

/**
 * 'form-builder' (Form Builder): the organisation's forms by their newest version, filtered by purpose, searched,
 * sorted and paged; one opens (option `id`) to edit its questions, preview it, publish, duplicate or retire it and
 * read its earlier versions.
 */
export function FormBuilderTool({ options, onOptionsChange }: ToolProps) {
  const selected = idOption(options.id);
  const [adding, setAdding] = useState(false);
  const list = listOptions<FormRow>(options, onOptionsChange, FORMS_SORTABLE);
  const filters = { search: textOption(options, 'search'), purpose: textOption(options, 'purpose') };
  const forms = useFormPage({
    ...list.query,
    search: filters.search,
    purpose: filters.purpose as FormPurpose | undefined,
  });
  const open = (id: number | undefined) => list.change({ id });

  if (selected !== undefined) {
    return (
      <BackToList label="All forms" onBack={() => open(undefined)}>
        <Suspense fallback={<PageLoader />}>
          <FormEditor formId={selected} onOpen={open} />
        </Suspense>
      </BackToList>
    );
  }

  const columns: TableProps<FormRow>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, row) => (
        <a
          href={`#form-${row.id}`}
          onClick={(event) => {
            event.preventDefault();
            open(row.id);
          }}
        >
          {row.name}
        </a>
      ),
    },
    { title: 'Purpose', key: 'purpose', render: (_, row) => FORM_PURPOSE_LABELS[row.purpose] },
    {
      title: 'Newest version',
      key: 'latest',
      render: (_, row) => (
        <span>
          v{row.latest_version} <StatusBadge status={row.latest_status} />
        </span>
      ),
    },
    {
      title: 'Active version',
      key: 'active',
      render: (_, row) => (row.active_version ? `v${row.active_version}` : '—'),
    },
    { title: 'Questions', dataIndex: 'field_count', key: 'questions', align: 'right' },
    {
      title: 'Updated',
      key: 'updated',
      sorter: true,
      sortOrder: list.sortOrder('updated'),
      render: (_, row) => displayDate(row.updated.slice(0, 10)),
    },
  ];

  return (
    <ServerListScreen<FormRow>
      label="Forms"
      columns={columns}
      result={forms}
      list={list}
      emptyText="No forms yet. Create one for an exit interview, a service request type or an onboarding step."
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      add={{ label: 'New form', onClick: () => setAdding(true) }}
    >
      {adding && (
        <Suspense fallback={null}>
          <NewFormModal
            open={adding}
            onClose={() => setAdding(false)}
            onCreated={(form) => {
              setAdding(false);
              open(form.id);
            }}
          />
        </Suspense>
      )}
    </ServerListScreen>
  );
}
