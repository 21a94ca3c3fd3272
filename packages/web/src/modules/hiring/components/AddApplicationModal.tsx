import {
  CANDIDATE_SOURCE_TEXTS,
  CANDIDATE_SOURCES,
  type CandidateSource,
  SEARCH_DEBOUNCE_MS,
} from '@atrium/contracts';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { requiredRule } from '../../../platform/formRules';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { useServerForm } from '../../../platform/useServerForm';
import { FormModal } from '../../../ui/FormModal';
import { useAddApplication } from '../applications.api';
import { useCandidates } from '../candidates.api';
import { useHiringRequests } from '../hiring.api';

interface Values {
  candidate_id?: number;
  hiring_request_id?: number;
  source?: CandidateSource;
}

const FIELDS = ['candidate_id', 'hiring_request_id', 'source'] as const;

/**
 * Adds a candidate to a hiring request: from the candidate's profile (choosing among the open requests) or from a
 * request's detail (searching the pool, blacklisted candidates left out). The source is the candidate's unless
 * chosen.
 */
export function AddApplicationModal({
  open,
  candidate,
  request,
  onClose,
  onSaved,
}: {
  open: boolean;
  candidate?: { id: number; name: string };
  request?: { id: number; code: string };
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<Values>();
  const add = useAddApplication();
  const { failure, clearFailure, showServerError } = useServerForm(form, 'hiring', FIELDS);
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useCandidates({ search: search || undefined, blacklisted: 'false', limit: 20 });
  const requests = useHiringRequests({ status: 'open', limit: 500, order_by: '-number' });
  return (
    <FormModal<Values>
      open={open}
      title={candidate ? `Add ${candidate.name} to a hiring request` : `Add a candidate to ${request?.code}`}
      okText="Add"
      saving={add.isPending}
      failure={failure}
      form={form}
      name="add-application"
      onFinish={(values) => {
        clearFailure();
        add.mutate(
          {
            candidate_id: candidate?.id ?? (values.candidate_id as number),
            hiring_request_id: request?.id ?? (values.hiring_request_id as number),
            ...(values.source ? { source: values.source } : {}),
          },
          { onSuccess: onSaved, onError: showServerError },
        );
      }}
      onClose={onClose}
      onClosed={clearFailure}
    >
      {!candidate && (
        <Form.Item
          name="candidate_id"
          label="Candidate"
          rules={[requiredRule({ module: 'hiring', field: 'candidate_id' })]}
        >
          <Select<number>
            showSearch={{ filterOption: false, onSearch: setTerm }}
            placeholder="Search by name, email or phone"
            loading={candidates.isFetching}
            notFoundContent={candidates.isFetching ? 'Searching…' : 'No one found'}
            options={(candidates.data?.results ?? []).map((c) => ({
              value: c.id,
              label: `${c.name} (${c.email})`,
            }))}
          />
        </Form.Item>
      )}
      {!request && (
        <Form.Item
          name="hiring_request_id"
          label="Hiring request"
          rules={[requiredRule({ module: 'hiring', field: 'hiring_request_id' })]}
        >
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose an open hiring request"
            loading={requests.isPending}
            options={(requests.data?.results ?? []).map((r) => ({
              value: r.id,
              label: `${r.code} · ${r.designation?.name ?? ''} · ${r.department?.name ?? ''}`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="source" label="Source" extra="Leave empty to keep the candidate’s own source.">
        <Select
          allowClear
          placeholder="The candidate’s source"
          options={CANDIDATE_SOURCES.map((value) => ({ value, label: CANDIDATE_SOURCE_TEXTS[value] }))}
        />
      </Form.Item>
    </FormModal>
  );
}
