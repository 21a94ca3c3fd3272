import type { Project } from '@atrium/contracts';
import { Card, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MaskedFigure } from '../../../ui/MaskedFigure';
import { period } from './period';
import { useIsOnProjectPage } from './projectPage';

/** A project's code, name and dates above a tool's view of it; the project's page names it once, above its tabs. */
export function ProjectHeading({ project }: { project: Project }) {
  const isOnProjectPage = useIsOnProjectPage();
  if (isOnProjectPage) return null;
  return (
    <Space wrap size={[12, 4]} align="baseline">
      <Typography.Text type="secondary">{project.code}</Typography.Text>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {project.name}
      </Typography.Title>
      <Typography.Text type="secondary">{period(project.start_date, project.end_date)}</Typography.Text>
    </Space>
  );
}

/** One total on a card, in a row of cards that wraps on narrow screens. */
export function TotalCard({
  title,
  value,
  note,
  isMasked = false,
}: {
  title: string;
  value: string;
  note?: ReactNode;
  /** Hidden by the salary mask: the figure reveals pay. */
  isMasked?: boolean;
}) {
  return (
    <Card size="small" style={{ flex: '1 1 200px' }}>
      <Statistic title={title} value={value} valueRender={isMasked ? () => <MaskedFigure /> : undefined} />
      {note}
    </Card>
  );
}
