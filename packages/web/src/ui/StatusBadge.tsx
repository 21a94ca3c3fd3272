import { type BadgeColor, statusBadgeColor } from '@atrium/contracts';
import { Tag, type TagProps } from 'antd';
import { displayTerm } from '../platform/displayTerm';

/** The spec's badge colours as Ant Design's status colours, so they follow the theme. */
export const BADGE_TAG_COLORS: Record<BadgeColor, NonNullable<TagProps['color']>> = {
  primary: 'processing',
  secondary: 'default',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

interface StatusBadgeProps {
  /** The status as the API sends it, e.g. 'on-hold'; it picks the colour (spec 4). */
  status: string;
  /** What to show; the status as words ('on-hold' reads 'On hold') unless told. */
  label?: string;
}

/** Every status badge reads in capitals, as the employee badges the spec names do (EXITED, ON NOTICE). */
export const BADGE_STYLE = { textTransform: 'uppercase' } as const;

/** A record in force reads as a success wherever it is listed, an employee, a vendor or a contractor alike. */
const IN_FORCE = new Set(['active']);

/** The status badge (spec 2.10): a tag coloured by the status; an unknown status is primary. */
export function StatusBadge({ status, label = displayTerm(status) }: StatusBadgeProps) {
  const color = IN_FORCE.has(status.toLowerCase()) ? 'success' : statusBadgeColor(status);
  return (
    <Tag color={BADGE_TAG_COLORS[color]} style={BADGE_STYLE}>
      {label}
    </Tag>
  );
}
