import { ExclamationCircleFilled } from '@ant-design/icons';
import type { Discrepancy } from '@atrium/contracts';
import { Button, Popover, Typography } from 'antd';

/** The error icon beside a group or a person with discrepancies; its popover lists them (spec 5). */
export function DiscrepancyIcon({ discrepancies }: { discrepancies: readonly Discrepancy[] }) {
  if (!discrepancies.length) return null;
  const label = `${discrepancies.length} ${discrepancies.length === 1 ? 'discrepancy' : 'discrepancies'}`;
  return (
    <Popover
      title={label}
      content={
        <ul style={{ margin: 0, paddingInlineStart: 18, maxWidth: 360 }}>
          {discrepancies.map((d) => (
            <li key={`${d.rule}-${d.allocation_id ?? d.resource_group_id ?? d.milestone_id ?? ''}`}>
              <Typography.Text>{d.message}</Typography.Text>
            </li>
          ))}
        </ul>
      }
    >
      <Button
        type="text"
        size="small"
        aria-label={label}
        icon={<ExclamationCircleFilled aria-hidden style={{ color: 'var(--ant-color-error)' }} />}
      />
    </Popover>
  );
}
