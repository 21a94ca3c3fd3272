import { FORMS_SORTABLE, type FormsRecord, type FormsRecordCreate } from '@atrium/contracts';
import { Alert, Button, Form, type TableProps } from 'antd';
import Input from 'antd/es/input/Input';
import { requiredRule } from '../../platform/formRules';
import { listOptions } from '../../platform/listOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { useNotify } from '../../ui/useNotify';
import { useAddFormsRecord, useFormsRecords } from './forms.api';

const MODULE = 'forms';
const FIELDS = ['name'] as const;

/** 'form-builder' (Form Builder): the records the caller may see, newest first, and a form that adds one. */
export function FormsTool({ options, onOptionsChange }: ToolProps) {
  const list = listOptions<FormsRecord>(options, onOptionsChange, FORMS_SORTABLE);
  const records = useFormsRecords(list.query);
  const columns: TableProps<FormsRecord>['columns'] = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true, sortOrder: list.sortOrder('name') },
  ];
  return (
    <ServerListScreen<FormsRecord>
      label="Forms records"
      columns={columns}
      result={records}
      list={list}
      emptyText="No records yet."
      beforeTable={<AddRecordForm />}
    />
  );
}

function AddRecordForm() {
  const [form] = Form.useForm<FormsRecordCreate>();
  const notify = useNotify();
  const add = useAddFormsRecord();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const submit = (values: FormsRecordCreate) => {
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
    <Form<FormsRecordCreate> form={form} layout="inline" name="forms-record" onFinish={submit}>
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
