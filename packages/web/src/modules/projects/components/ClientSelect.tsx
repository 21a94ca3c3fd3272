import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Select } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { useAddClient, useClients } from '../projects.api';

interface ClientSelectProps {
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
}

/** Picks the project's client, or adds a new one by name without leaving the form. */
export function ClientSelect({ id, value, onChange }: ClientSelectProps) {
  const clients = useClients();
  const add = useAddClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const addClient = () => {
    if (!name.trim()) return;
    add.mutate(name.trim(), {
      onSuccess: (client) => {
        setName('');
        setProblem(null);
        onChange?.(client.id);
      },
      onError: (error) => setProblem(messageForError(error, 'projects')),
    });
  };
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Choose a client"
      loading={clients.isFetching}
      options={(clients.data?.results ?? []).map((client) => ({ label: client.name, value: client.id }))}
      notFoundContent="No clients yet"
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '8px 0' }} />
          <Flex gap={8} style={{ padding: '0 8px 4px' }}>
            <Input
              aria-label="New client name"
              placeholder="New client name"
              value={name}
              maxLength={256}
              status={problem ? 'error' : undefined}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                event.stopPropagation();
                if (event.key === 'Enter') addClient();
              }}
            />
            <Button icon={<PlusOutlined aria-hidden />} onClick={addClient} loading={add.isPending}>
              Add client
            </Button>
          </Flex>
          {problem && <div style={{ color: 'var(--ant-color-error)', padding: '0 8px 4px' }}>{problem}</div>}
        </>
      )}
    />
  );
}
