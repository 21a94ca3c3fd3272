import { TOKEN_SCOPE_ACTIONS, TOKEN_SCOPE_MODULES } from '@atrium/contracts';
import { Checkbox, Table } from 'antd';
import { SCOPE_MODULE_LABELS } from './scopeLabels';

interface ScopePickerProps {
  value?: string[];
  onChange?(value: string[]): void;
  id?: string;
}

const ACTION_TITLES = { read: 'Read', write: 'Write' } as const;

/** The scopes of a token, module by module: read (GET) and write (every other request) each a checkbox. */
export function ScopePicker({ value = [], onChange, id }: ScopePickerProps) {
  const toggle = (scope: string, checked: boolean) =>
    onChange?.(checked ? [...value, scope] : value.filter((other) => other !== scope));
  return (
    <Table
      id={id}
      aria-label="Scopes"
      size="small"
      rowKey="module"
      pagination={false}
      scroll={{ y: 240 }}
      dataSource={TOKEN_SCOPE_MODULES.map((module) => ({ module }))}
      columns={[
        { title: 'Module', key: 'module', render: (_, { module }) => SCOPE_MODULE_LABELS[module] },
        ...TOKEN_SCOPE_ACTIONS.map((action) => ({
          title: ACTION_TITLES[action],
          key: action,
          width: 80,
          align: 'center' as const,
          render: (_: unknown, { module }: { module: (typeof TOKEN_SCOPE_MODULES)[number] }) => {
            const scope = `${module}:${action}`;
            return (
              <Checkbox
                aria-label={`${SCOPE_MODULE_LABELS[module]}: ${action}`}
                checked={value.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
            );
          },
        })),
      ]}
    />
  );
}
