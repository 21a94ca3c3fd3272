/** The module's web folder: its tool (loaded lazily), API hooks with their query keys, and a component test. */
export function webFiles({ name, camel, pascal, constant, title, lower, tool }) {
  const label = `${title} records`;
  return {
    'index.ts': `/** ${title}: its tool, loaded lazily. */
export { ${camel}Tools } from './tools';
`,
    'tools.ts': `import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The ${lower} module's tool screens, one chunk each. */
export const ${camel}Tools: ToolLoaders = {
  '${tool.identifier}': () => import('./${pascal}Tool').then((m) => m.${pascal}Tool),
};
`,
    [`${name}.api.ts`]: `import {
  type ${pascal}ListQuery,
  type ${pascal}RecordCreate,
  ${pascal}RecordPageSchema,
  ${pascal}RecordSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

/** The ${lower} module's query keys, one place for reading and invalidating them. */
export const ${camel}Keys = {
  /** Everything this module caches sits under it, so adding a record refreshes every page. */
  all: (orgId: number) => ['${name}', orgId] as const,
  records: (orgId: number, query: Partial<${pascal}ListQuery>) =>
    [...${camel}Keys.all(orgId), 'records', query] as const,
};

const pathOf = (orgId: number) => \`/\${orgId}/${name}/records/\`;

export function use${pascal}Records(query: Partial<${pascal}ListQuery>) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: ${camel}Keys.records(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: pathOf(orgId), query: queryParams(query), schema: ${pascal}RecordPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useAdd${pascal}Record() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ${pascal}RecordCreate) =>
      apiRequest({ method: 'POST', path: pathOf(orgId), body, schema: ${pascal}RecordSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${camel}Keys.all(orgId) }),
  });
}
`,
    [`${pascal}Tool.tsx`]: `import { ${constant}_SORTABLE, type ${pascal}Record, type ${pascal}RecordCreate } from '@atrium/contracts';
import { Alert, Button, Form, type TableProps } from 'antd';
import Input from 'antd/es/input/Input';
import { requiredRule } from '../../platform/formRules';
import { listOptions } from '../../platform/listOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { useNotify } from '../../ui/useNotify';
import { useAdd${pascal}Record, use${pascal}Records } from './${name}.api';

const MODULE = '${name}';
const FIELDS = ['name'] as const;

/** '${tool.identifier}' (${tool.title}): the records the caller may see, newest first, and a form that adds one. */
export function ${pascal}Tool({ options, onOptionsChange }: ToolProps) {
  const list = listOptions<${pascal}Record>(options, onOptionsChange, ${constant}_SORTABLE);
  const records = use${pascal}Records(list.query);
  const columns: TableProps<${pascal}Record>['columns'] = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true, sortOrder: list.sortOrder('name') },
  ];
  return (
    <ServerListScreen<${pascal}Record>
      label="${label}"
      columns={columns}
      result={records}
      list={list}
      emptyText="No records yet."
      beforeTable={<AddRecordForm />}
    />
  );
}

function AddRecordForm() {
  const [form] = Form.useForm<${pascal}RecordCreate>();
  const notify = useNotify();
  const add = useAdd${pascal}Record();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const submit = (values: ${pascal}RecordCreate) => {
    clearFailure();
    add.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        notify('success', 'Record added');
      },
      onError: showServerError,
    });
  };
  return (
    <Form<${pascal}RecordCreate> form={form} layout="inline" name="${name}-record" onFinish={submit}>
      {failure && <Alert type="error" showIcon title={failure} />}
      <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
        <Input maxLength={256} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        Add record
      </Button>
    </Form>
  );
}
`,
    [`${pascal}Tool.test.tsx`]: `import type { ${pascal}Record } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { ${pascal}Tool } from './${pascal}Tool';

const PATH = \`/api/\${ORG.id}/${name}/records/\`;

const record = (id: number, name: string): ${pascal}Record => ({
  id,
  name,
  created_by: 11,
  created: '2026-05-01T09:00:00.000Z',
});

/** The tool over a server that keeps what it is sent, newest first. */
function open${pascal}() {
  const records = [record(1, 'First record')];
  const api = installFakeApi({
    ...BASE_ROUTES,
    [\`GET \${PATH}\`]: () => ({ body: { count: records.length, results: [...records] } }),
    [\`POST \${PATH}\`]: ({ body }) => {
      const added = record(records.length + 1, (body as { name: string }).name);
      records.unshift(added);
      return { status: 201, body: added };
    },
  });
  renderTool(${pascal}Tool, '${tool.title}');
  return api;
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });

/** What a field announces about itself: the text of the elements its aria-describedby points to. */
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');

const posts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('${tool.title}', () => {
  it('lists the records and adds one, which the list then shows', async () => {
    const { calls } = open${pascal}();
    const table = await screen.findByRole('table', { name: '${label}' });
    expect(await within(table).findByText('First record')).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: 'Second record' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add record' }));
    expect(await within(table).findByText('Second record')).toBeTruthy();
    expect(posts(calls)).toEqual([{ name: 'Second record' }]);
  });

  it('sends nothing without a name', async () => {
    const { calls } = open${pascal}();
    await screen.findByText('First record');
    fireEvent.click(screen.getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(describedText(nameField())).toBe('This field is required'));
    expect(posts(calls)).toEqual([]);
  });
});
`,
  };
}

/** Its lines in the web tool registry. */
export function webLines({ name, camel }) {
  return [
    [
      'packages/web/src/app/tools/toolLoaders.ts',
      /^import \{ \w+Tools \} from '\.\.\/\.\.\/modules\//,
      `import { ${camel}Tools } from '../../modules/${name}';`,
    ],
    ['packages/web/src/app/tools/toolLoaders.ts', /^ {2}\.\.\.\w+Tools,$/, `  ...${camel}Tools,`],
  ];
}

/** The module's journey: someone who may use the tool opens it, adds a record and sees it listed. */
export function e2eFiles({ name, title, tool }) {
  return {
    [`${name}.spec.ts`]: `import { CEO, signInThroughApi } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test('adds a record in ${tool.title} and sees it listed', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/${tool.identifier}');
  const tool = page.getByRole('region', { name: '${tool.title}' });
  const name = tool.getByRole('textbox', { name: 'Name' });
  await name.fill('First record');
  await name.press('Enter');
  const records = tool.getByRole('table', { name: '${title} records' });
  await expect(records.getByRole('row', { name: /First record/ })).toBeVisible();
});
`,
  };
}
