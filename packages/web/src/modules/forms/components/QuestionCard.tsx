import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  FORM_FIELD_KIND_LABELS,
  FORM_FIELD_KINDS,
  FORM_FILE_COUNTS,
  FORM_FILE_TYPES,
  FORM_PATTERN_RULES,
  FORM_TEXT_CAPS,
  FORM_TEXT_PATTERNS,
  type FormFieldKind,
  MAX_NUMBER_DECIMALS,
} from '@atrium/contracts';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Tooltip,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DateField } from '../../../ui/DateField';
import { type EditedForm, type EditedQuestion, keyFromLabel, kindDefaults } from './questions';

interface QuestionCardProps {
  form: FormInstance<EditedForm>;
  /** The question's place in the Form.List. */
  name: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

const dateProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

const optionLines = {
  getValueProps: (value: string[] | undefined) => ({ value: (value ?? []).join('\n') }),
  normalize: (value: string) => value.split('\n'),
};

/** One question of the form being built: its kind, label, key, help, whether required and its kind's checks. */
export function QuestionCard({ form, name, count, onMove, onRemove }: QuestionCardProps) {
  const path: ['fields', number] = ['fields', name];
  const kind = Form.useWatch([...path, 'kind'], form) as FormFieldKind | undefined;
  const label = Form.useWatch([...path, 'label'], form) as string | undefined;
  const position = name + 1;
  const title = `${position}. ${label?.trim() || 'Untitled question'}`;

  const changeKind = (next: FormFieldKind) => {
    const current = form.getFieldValue(path) as EditedQuestion;
    form.setFieldValue(path, { ...current, ...kindDefaults(next), kind: next });
  };

  /** A question still carrying its made-up key takes one from its label. */
  const suggestKey = () => {
    const current = form.getFieldValue(path) as EditedQuestion;
    const suggested = keyFromLabel(current.label ?? '');
    if (suggested && (!current.key || /^question_\d+$/.test(current.key)))
      form.setFieldValue([...path, 'key'], suggested);
  };

  return (
    <Card
      size="small"
      title={title}
      role="group"
      aria-label={`Question ${position}`}
      extra={
        <span>
          <Tooltip title="Move up">
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={`Move question ${position} up`}
              disabled={name === 0}
              onClick={() => onMove(name, name - 1)}
            />
          </Tooltip>
          <Tooltip title="Move down">
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={`Move question ${position} down`}
              disabled={name === count - 1}
              onClick={() => onMove(name, name + 1)}
            />
          </Tooltip>
          <Tooltip title="Remove">
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove question ${position}`}
              onClick={() => onRemove(name)}
            />
          </Tooltip>
        </span>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'label']} label="Label" required>
            <Input maxLength={256} onBlur={suggestKey} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={[name, 'kind']} label="Kind">
            <Select
              showSearch
              optionFilterProp="label"
              onChange={changeKind}
              options={FORM_FIELD_KINDS.map((value) => ({ value, label: FORM_FIELD_KIND_LABELS[value] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={[name, 'key']}
            label="Key"
            required
            tooltip="Unique in the form: lower-case letters, digits, _"
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={18}>
          <Form.Item name={[name, 'help']} label="Help text">
            <Input maxLength={1000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={[name, 'required']} valuePropName="checked" label="Answer">
            <Checkbox>Required</Checkbox>
          </Form.Item>
        </Col>
        {(kind === 'short_text' || kind === 'long_text') && (
          <>
            <Col xs={24} md={12}>
              <Form.Item name={[name, 'max_length']} label="Length cap">
                <Select options={FORM_TEXT_CAPS.map((cap) => ({ value: cap, label: `${cap} characters` }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={[name, 'pattern']} label="Pattern">
                <Select
                  allowClear
                  placeholder="Any text"
                  options={FORM_TEXT_PATTERNS.map((value) => ({
                    value,
                    label: FORM_PATTERN_RULES[value].label,
                  }))}
                />
              </Form.Item>
            </Col>
          </>
        )}
        {kind === 'number' && (
          <>
            <Col xs={24} md={8}>
              <Form.Item name={[name, 'min']} label="Minimum">
                <InputNumber changeOnWheel={false} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name={[name, 'max']} label="Maximum">
                <InputNumber changeOnWheel={false} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name={[name, 'decimals']} label="Decimal places">
                <InputNumber
                  min={0}
                  max={MAX_NUMBER_DECIMALS}
                  precision={0}
                  changeOnWheel={false}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          </>
        )}
        {kind === 'date' && (
          <>
            <Col xs={24} md={12}>
              <Form.Item name={[name, 'min_date']} label="Earliest date" {...dateProps}>
                <DateField style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={[name, 'max_date']} label="Latest date" {...dateProps}>
                <DateField style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        )}
        {(kind === 'single_select' || kind === 'multi_select') && (
          <Col xs={24}>
            <Form.Item
              name={[name, 'options']}
              label="Options"
              extra="One option per line, 1 to 50, each different"
              {...optionLines}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
            </Form.Item>
          </Col>
        )}
        {kind === 'file' && (
          <>
            <Col xs={24} md={8}>
              <Form.Item name={[name, 'max_files']} label="Files at most" extra="Together under 10 MB">
                <Select options={FORM_FILE_COUNTS.map((value) => ({ value, label: String(value) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name={[name, 'allowed_types']} label="Allowed types">
                <Select
                  mode="multiple"
                  options={FORM_FILE_TYPES.map((value) => ({ value, label: value.toUpperCase() }))}
                />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Card>
  );
}
