import type { Cost, FinancialRecordKind, ProjectDetail, Revenue, ToolOptions } from '@atrium/contracts';
import { Alert, Button, Flex, Form, Segmented, Skeleton, Space, Typography } from 'antd';
import { type KeyboardEvent, Suspense, use, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { financeMessage, financeOptions } from './components/financialForms';
import { showLedgerFailure } from './components/ledgerForms';
import {
  COST_FIELDS,
  type CostValues,
  costBody,
  costInitialValues,
  REVENUE_FIELDS,
  type RevenueValues,
  revenueBody,
  revenueInitialValues,
} from './components/ledgerValues';
import { ProjectScoped, WhenLoaded } from './components/ProjectScoped';
import { period } from './components/period';
import { useWhoMay } from './components/whoMay';
import { useChangeCosts, useChangeRevenues, useCostDetail, useRevenueDetail } from './ledger.api';
import { useProject } from './projects.api';

/**
 * The fields of both forms (with their date pickers and amount inputs), fetched as the tool opens, beside the
 * project it waits for: the form shows once both have come, behind the same skeleton as the project. Once loaded,
 * both kinds' fields render at once, so switching between revenue and cost shows no skeleton.
 */
type LedgerFields = typeof import('./components/ledgerFields');
let ledgerFields: LedgerFields | undefined;
let ledgerFieldsLoading: Promise<LedgerFields> | undefined;
const loadFields = () => {
  ledgerFieldsLoading ??= import('./components/ledgerFields').then((module) => {
    ledgerFields = module;
    return module;
  });
  return ledgerFieldsLoading;
};
/** The fields' components; until they have loaded, the form suspends. */
const useLedgerFields = (): LedgerFields => ledgerFields ?? use(loadFields());

/**
 * 'project-financial-forms' (Financial Form): records a revenue or cost entry of a project, or changes the one in
 * option `record`. Revenue needs a receipt date; it and the expected payment date are not before the revenue
 * date, which falls within the project dates (spec 5). Saved, a new entry shows in Finances, a changed one in
 * Record Details.
 */
export function FinancialFormTool({ options, onOptionsChange }: ToolProps) {
  const { id, kind, record } = financeOptions(options);
  const project = useProject(id);
  useEffect(() => {
    void loadFields();
  }, []);
  return (
    <ProjectScoped
      id={id}
      onPick={(next) => onOptionsChange({ id: next, ...(kind === 'cost' ? { kind } : {}) })}
      emptyText="Choose a project to record its revenue or costs."
    >
      {() => (
        <WhenLoaded result={project}>
          {(detail) => (
            <Suspense fallback={<Skeleton active />}>
              {record === undefined ? (
                <FormFor
                  project={detail}
                  kind={kind}
                  onKind={(next) =>
                    onOptionsChange({ ...options, kind: next === 'revenue' ? undefined : next })
                  }
                />
              ) : (
                <EditRecord project={detail} kind={kind} recordId={record} />
              )}
            </Suspense>
          )}
        </WhenLoaded>
      )}
    </ProjectScoped>
  );
}

function EditRecord(props: { project: ProjectDetail; kind: FinancialRecordKind; recordId: number }) {
  const { project, kind, recordId } = props;
  const revenue = useRevenueDetail(kind === 'revenue' ? project.id : undefined, recordId);
  const cost = useCostDetail(kind === 'cost' ? project.id : undefined, recordId);
  const result = kind === 'revenue' ? revenue : cost;
  if (result.isPending) return <Skeleton active />;
  if (result.isError)
    return <LoadFailed variant="inline" error={result.error} onRetry={() => result.refetch()} />;
  return <FormFor project={project} kind={kind} record={result.data.record} />;
}

interface FormForProps {
  project: ProjectDetail;
  kind: FinancialRecordKind;
  /** Told when a new entry switches between revenue and cost. */
  onKind?(kind: FinancialRecordKind): void;
  record?: Revenue | Cost;
}

function FormFor({ project, kind, onKind, record }: FormForProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { RevenueFields, CostFields } = useLedgerFields();
  const [revenueForm] = Form.useForm<RevenueValues>();
  const [costForm] = Form.useForm<CostValues>();
  const revenues = useChangeRevenues(project.id);
  const costs = useChangeCosts(project.id);
  const [failure, setFailure] = useState<string | null>(null);
  const isNew = record === undefined;
  const noun = kind === 'revenue' ? 'revenue' : 'cost';
  const saving = revenues.isPending || costs.isPending;
  const back: ToolOptions = { id: project.id, ...(kind === 'cost' ? { kind } : {}) };
  const detailsOf = (recordId: number) => ({ ...back, kind, record: recordId });

  const whoMay = useWhoMay();
  const canChange = project.permissions.can_update && project.status !== 'closed';
  const header = (
    <Space wrap size={[12, 4]} align="baseline">
      <Typography.Text type="secondary">{project.code}</Typography.Text>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {isNew ? `Record ${noun}` : `Edit ${noun}`} · {project.name}
      </Typography.Title>
      <Typography.Text type="secondary">{period(project.start_date, project.end_date)}</Typography.Text>
    </Space>
  );
  if (!canChange)
    return (
      <Flex vertical gap={16}>
        {header}
        <Alert
          type="info"
          showIcon
          title={
            project.status === 'closed'
              ? 'This project is closed: its revenue and costs no longer change.'
              : `Revenue and costs are recorded by ${whoMay('project_create_update')}.`
          }
        />
      </Flex>
    );

  const saved = (recordId: number) => {
    notify('success', isNew ? `${noun === 'revenue' ? 'Revenue' : 'Cost'} recorded` : 'Changes saved');
    navigate(
      isNew
        ? toolLink('project-financial-records', back)
        : toolLink('project-financial-record-details', detailsOf(recordId)),
    );
  };

  const saveRevenue = async (values: RevenueValues) => {
    setFailure(null);
    const body = revenueBody(values);
    try {
      const answer = await revenues.mutateAsync(
        record ? { kind: 'edit', recordId: record.id, body } : { kind: 'add', body },
      );
      saved(answer?.id ?? record?.id ?? 0);
    } catch (error) {
      showLedgerFailure(revenueForm, REVENUE_FIELDS, error, setFailure, financeMessage);
    }
  };

  const saveCost = async (values: CostValues) => {
    setFailure(null);
    const body = costBody(values);
    try {
      const answer = await costs.mutateAsync(
        record ? { kind: 'edit', recordId: record.id, body } : { kind: 'add', body },
      );
      saved(answer?.id ?? record?.id ?? 0);
    } catch (error) {
      showLedgerFailure(costForm, COST_FIELDS, error, setFailure, financeMessage);
    }
  };

  /** Enter in a date field takes the typed date; it does not also submit the form. */
  const keepDateEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).closest('.ant-picker')) event.preventDefault();
  };

  const cancel = () =>
    navigate(
      isNew || !record
        ? toolLink('project-financial-records', back)
        : toolLink('project-financial-record-details', detailsOf(record.id)),
    );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      {header}
      {isNew && onKind && (
        <Segmented
          aria-label="Kind of record"
          value={kind}
          onChange={(value) => {
            setFailure(null);
            onKind(value as FinancialRecordKind);
          }}
          options={[
            { value: 'revenue', label: 'Revenue' },
            { value: 'cost', label: 'Cost' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
      {kind === 'revenue' ? (
        <Form<RevenueValues>
          form={revenueForm}
          layout="vertical"
          name="revenue"
          aria-label={isNew ? 'Record revenue' : 'Edit revenue'}
          onFinish={saveRevenue}
          onKeyDown={keepDateEnter}
          initialValues={revenueInitialValues(record as Revenue | undefined)}
        >
          <RevenueFields form={revenueForm} project={project} />
          <FormButtons saving={saving} isNew={isNew} noun={noun} onCancel={cancel} />
        </Form>
      ) : (
        <Form<CostValues>
          form={costForm}
          layout="vertical"
          name="cost"
          aria-label={isNew ? 'Record cost' : 'Edit cost'}
          onFinish={saveCost}
          onKeyDown={keepDateEnter}
          initialValues={costInitialValues(record as Cost | undefined)}
        >
          <CostFields project={project} />
          <FormButtons saving={saving} isNew={isNew} noun={noun} onCancel={cancel} />
        </Form>
      )}
    </Flex>
  );
}

function FormButtons(props: { saving: boolean; isNew: boolean; noun: string; onCancel(): void }) {
  return (
    <Flex gap={8} style={{ marginTop: 16 }}>
      <Button type="primary" htmlType="submit" loading={props.saving}>
        {props.isNew ? `Record ${props.noun}` : 'Save changes'}
      </Button>
      <Button onClick={props.onCancel}>Cancel</Button>
    </Flex>
  );
}
