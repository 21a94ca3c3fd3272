import { DEFAULT_MESSAGES } from '@atrium/contracts';
import { Alert, Form, Modal } from 'antd';
import { useServerForm } from '../../platform/useServerForm';
import { useNotify } from '../../ui/useNotify';
import { type CatalogueDefinition, type CatalogueForm, ORG_SETUP_MODULE } from './catalogue';
import { useSaveSetupRecord } from './org-setup.api';

interface RecordFormModalProps<Row extends { id: number }, Values extends object> {
  definition: CatalogueDefinition<Row, Values>;
  recordForm: CatalogueForm<Row, Values>;
  record: Row | null;
  onClose(): void;
}

export function RecordFormModal<Row extends { id: number }, Values extends object>({
  definition,
  recordForm,
  record,
  onClose,
}: RecordFormModalProps<Row, Values>) {
  const [form] = Form.useForm<Values>();
  const save = useSaveSetupRecord(definition.resource, definition.rowSchema);
  const { failure, clearFailure, showServerError } = useServerForm(
    form,
    ORG_SETUP_MODULE,
    recordForm.formFields,
  );
  const notify = useNotify();

  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      { id: record?.id, body: recordForm.toBody(values, record) },
      {
        onSuccess: () => {
          notify('success', record ? DEFAULT_MESSAGES.updateSuccess : DEFAULT_MESSAGES.success);
          onClose();
        },
        onError: (error) => {
          showServerError(error);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={record ? `Edit ${definition.noun}` : `Add ${definition.noun}`}
      okText="Save"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name={`${definition.resource.key}-form`}
        initialValues={recordForm.initialValues(record)}
        onFinish={submit}
      >
        {recordForm.fields(record)}
        {/* Enter in any field submits the form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
