import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ForecastScenario } from '@atrium/contracts';
import { Button, Card, Flex, Select, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useDeleteScenario, useForecastScenarios } from '../scenarios.api';
import { describeChange, scenarioLink } from './scenarioText';

// The dialog that builds a scenario loads when first opened, not with the forecast.
const ScenarioDialog = lazy(() => import('./ScenarioDialog').then((m) => ({ default: m.ScenarioDialog })));

const ABOUT =
  'A scenario is a what-if of this forecast: add a need, remove a project or move its dates, add joiners or an exit, and see it beside today, week by week. Everyone who reads the forecast can open it by its link.';

interface ScenarioPanelProps {
  /** The scenario compared with today, from the link; none shows today alone. */
  selectedId: number | undefined;
  onSelect(id: number | undefined): void;
}

/** The forecast's scenarios: choose one to compare with today, make one, and copy, change or delete the chosen one. */
export function ScenarioPanel({ selectedId, onSelect }: ScenarioPanelProps) {
  const scenarios = useForecastScenarios();
  const [editing, setEditing] = useState<ForecastScenario | 'new' | null>(null);
  const newButton = (
    <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      New scenario
    </Button>
  );
  const dialog = editing && (
    <Suspense fallback={null}>
      <ScenarioDialog
        scenario={editing === 'new' ? undefined : editing}
        onSaved={(saved) => {
          setEditing(null);
          onSelect(saved.id);
        }}
        onClose={() => setEditing(null)}
      />
    </Suspense>
  );
  let body: React.ReactNode;
  if (scenarios.isError)
    body = <LoadFailed variant="inline" error={scenarios.error} onRetry={() => scenarios.refetch()} />;
  else if (scenarios.isPending) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (scenarios.data.count === 0) body = <EmptyState description={ABOUT} action={newButton} />;
  else {
    const list = scenarios.data.results;
    const selected = list.find((scenario) => scenario.id === selectedId);
    body = (
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <label htmlFor="forecast-scenario">Compare today with</label>
          <Select<number | null>
            id="forecast-scenario"
            value={selectedId ?? null}
            onChange={(id) => onSelect(id ?? undefined)}
            style={{ width: 320 }}
            options={[
              { value: null, label: 'No scenario: today only' },
              ...list.map((scenario) => ({ value: scenario.id, label: scenario.name })),
            ]}
          />
          {newButton}
          {selected && (
            <ScenarioActions
              scenario={selected}
              onEdit={() => setEditing(selected)}
              onDeleted={() => onSelect(undefined)}
            />
          )}
        </Flex>
        {selected ? (
          <ScenarioSummary scenario={selected} />
        ) : (
          <Typography.Text type="secondary">{ABOUT}</Typography.Text>
        )}
      </Flex>
    );
  }
  return (
    <Card size="small" title="Scenarios">
      {body}
      {dialog}
    </Card>
  );
}

/** What the chosen scenario is for, who made it, and its changes in order. */
function ScenarioSummary({ scenario }: { scenario: ForecastScenario }) {
  return (
    <Flex vertical gap={4}>
      {scenario.description && <Typography.Text>{scenario.description}</Typography.Text>}
      <ol aria-label="Changes" style={{ margin: 0, paddingInlineStart: 20 }}>
        {scenario.changes.map((change, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: changes have no id; their order is what they are
          <li key={index}>{describeChange(change, scenario.names)}</li>
        ))}
      </ol>
      {scenario.changes.length === 0 && (
        <Typography.Text type="secondary">No changes yet: it reads as today.</Typography.Text>
      )}
      {scenario.created_by && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          By {scenario.created_by.name}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Copy the chosen scenario's link; its author and the CEO change or delete it, deleting once confirmed. */
function ScenarioActions({
  scenario,
  onEdit,
  onDeleted,
}: {
  scenario: ForecastScenario;
  onEdit(): void;
  onDeleted(): void;
}) {
  const notify = useNotify();
  const remove = useDeleteScenario();
  const [confirm, confirmation] = useConfirmation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(scenarioLink(window.location.origin, scenario.id));
      notify('success', 'Link copied', 'Anyone who reads the forecast can open the comparison with it.');
    } catch {
      notify('error', 'The link could not be copied');
    }
  };
  const ask = () =>
    confirm({
      title: 'Delete scenario',
      content: `“${scenario.name}” will be gone for everyone, and its link will open nothing.`,
      confirmText: 'Delete',
      isDanger: true,
      onConfirm: () =>
        remove.mutateAsync(scenario.id).then(
          () => {
            notify('success', 'Scenario deleted');
            onDeleted();
          },
          (error: unknown) => {
            notify('error', messageForError(error, 'resources'));
            throw error;
          },
        ),
    });
  return (
    <>
      <Button icon={<CopyOutlined />} onClick={copy}>
        Copy link
      </Button>
      {scenario.may_edit && (
        <>
          <Button icon={<EditOutlined />} onClick={onEdit}>
            Edit
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={ask}>
            Delete
          </Button>
        </>
      )}
      {confirmation}
    </>
  );
}
