import { TEMPLATES_SORTABLE, type TemplatesRecord, type TemplatesRecordCreate } from '@atrium/contracts';
import { Alert, Button, Form, type TableProps } from 'antd';
import Input from 'antd/es/input/Input';
import { requiredRule } from '../../platform/formRules';
import { listOptions } from '../../platform/listOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { useNotify } from '../../ui/useNotify';
import { useAddTemplatesRecord, useTemplatesRecords } from './templates.api';

const MODULE = 'templates';
const FIELDS = ['name'] as const;

/** 'template-module-list' (Module List): the records the caller may see, newest first, and a form that adds one. */
export function TemplatesTool({ options, onOptionsChange }: ToolProps) {
  const list = listOptions<TemplatesRecord>(options, onOptionsChange, TEMPLATES_SORTABLE);
  const records = useTemplatesRecords(list.query);
  const columns: TableProps<TemplatesRecord>['columns'] = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true, sortOrder: list.sortOrder('name') },
  ];
  return (
    <ServerListScreen<TemplatesRecord>
      label="Templates records"
      columns={columns}
      result={records}
      list={list}
      emptyText="No records yet."
      beforeTable={<AddRecordForm />}
    />
  );
}

function AddRecordForm() {
  const [form] = Form.useForm<TemplatesRecordCreate>();
  const notify = useNotify();
  const add = useAddTemplatesRecord();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const submit = (values: TemplatesRecordCreate) => {
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
    <Form<TemplatesRecordCreate> form={form} layout="inline" name="templates-record" onFinish={submit}>
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
