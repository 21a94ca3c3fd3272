import {
  isTemplateKind,
  TEMPLATE_MODULES,
  TEMPLATE_SORTABLE,
  type TemplateModule,
  type TemplateSummary,
  templateKind,
  templateKindsOf,
} from '@atrium/contracts';
import { Breadcrumb, Flex, type TableProps, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { displayInstant } from './components/templateLabels';
import { useTemplatePage } from './templates.api';

const SEARCH: SearchDefinition = { label: 'Search templates', placeholder: 'Template name' };
const MODULE_LIST = toolLink('template-module-list');

const moduleOption = (value: string | undefined): TemplateModule =>
  value && Object.hasOwn(TEMPLATE_MODULES, value) ? (value as TemplateModule) : 'exits';

/**
 * 'module-specific-template-list' (Template List): the templates of the module in option `module` (of one kind in
 * option `kind`), each kind's default first: searched, sorted, paged; a new one from here.
 */
export function TemplateListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const module = moduleOption(textOption(options, 'module'));
  const chosenKind = textOption(options, 'kind');
  const kind = chosenKind && isTemplateKind(chosenKind) ? chosenKind : undefined;
  const list = listOptions<TemplateSummary>(options, onOptionsChange, TEMPLATE_SORTABLE);
  const filters = { search: textOption(options, 'search'), kind };
  const page = useTemplatePage({ ...list.query, module, kind, search: filters.search });
  const kindFilter: FilterDefinition = {
    kind: 'SIMPLE_SELECT',
    key: 'kind',
    label: 'Kind',
    placeholder: 'Any kind',
    options: templateKindsOf(module).map((id) => ({ label: templateKind(id).title, value: id })),
  };
  const detailsOf = (template: TemplateSummary) => toolLink('template-details', { id: template.id });
  const columns: TableProps<TemplateSummary>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, template) => (
        <Flex gap={8} align="center" wrap>
          <a
            href={detailsOf(template)}
            onClick={(event) => {
              event.preventDefault();
              navigate(detailsOf(template));
            }}
          >
            {template.name}
          </a>
          {template.is_default && <Tag color="blue">Default</Tag>}
        </Flex>
      ),
    },
    { title: 'Kind', key: 'kind', render: (_, template) => templateKind(template.kind).title },
    { title: 'Version', dataIndex: 'version', key: 'version', align: 'right' },
    {
      title: 'Updated',
      key: 'updated',
      sorter: true,
      sortOrder: list.sortOrder('updated'),
      render: (_, template) => displayInstant(template.updated),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Breadcrumb
        items={[{ title: <Link to={MODULE_LIST}>Templates</Link> }, { title: TEMPLATE_MODULES[module] }]}
      />
      <ServerListScreen<TemplateSummary>
        label="Templates"
        columns={columns}
        result={page}
        list={list}
        emptyText="No templates match these filters."
        filterBar={{ filters: [kindFilter], value: filters, search: SEARCH }}
        add={{
          label: 'New template',
          onClick: () => navigate(toolLink('template-form', kind ? { module, kind } : { module })),
        }}
      />
    </Flex>
  );
}
