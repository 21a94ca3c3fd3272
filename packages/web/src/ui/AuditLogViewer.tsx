import {
  type AuditEvent,
  EMPTY_STATE_TEXTS,
  formatApiDate,
  formatDisplayDate,
  formatDisplayTime,
} from '@atrium/contracts';
import { Flex, Typography, theme } from 'antd';
import { useId } from 'react';
import { EmptyState } from './EmptyState';

export type AuditLogEntry = Pick<AuditEvent, 'id' | 'created' | 'audit_message'>;

interface AuditDay {
  key: string;
  title: string;
  entries: AuditLogEntry[];
}

/** Entries by local calendar day, in the order given (the server sends newest first). */
function groupByDay(entries: readonly AuditLogEntry[]): AuditDay[] {
  const days = new Map<string, AuditDay>();
  for (const entry of entries) {
    const created = new Date(entry.created);
    const key = formatApiDate(created);
    const day = days.get(key) ?? { key, title: formatDisplayDate(created), entries: [] };
    day.entries.push(entry);
    days.set(key, day);
  }
  return [...days.values()];
}

/** The audit log viewer (spec 2.10): events under a heading per day, each with its time. */
export function AuditLogViewer({ events }: { events: readonly AuditLogEntry[] }) {
  const { token } = theme.useToken();
  const headingPrefix = useId();
  if (events.length === 0) return <EmptyState description={EMPTY_STATE_TEXTS.auditLog} />;

  return (
    <Flex vertical gap={16}>
      {groupByDay(events).map((day) => (
        <section key={day.key} aria-labelledby={`${headingPrefix}-${day.key}`}>
          <Typography.Title level={5} id={`${headingPrefix}-${day.key}`}>
            {day.title}
          </Typography.Title>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {day.entries.map((entry) => (
              <li
                key={entry.id}
                style={{
                  display: 'flex',
                  gap: 12,
                  padding: '4px 0',
                  borderBottom: `1px solid ${token.colorSplit}`,
                }}
              >
                <Typography.Text type="secondary" style={{ flex: 'none' }}>
                  <time dateTime={entry.created}>{formatDisplayTime(new Date(entry.created))}</time>
                </Typography.Text>
                <Typography.Text>{entry.audit_message}</Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}
