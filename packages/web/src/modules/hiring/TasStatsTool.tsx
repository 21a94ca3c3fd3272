import { CANDIDATE_SOURCE_TEXTS, isRecruitmentManager, type TasStats } from '@atrium/contracts';
import { Card, Col, Flex, Progress, Row, Select, Skeleton, Statistic, Table, Typography } from 'antd';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useTasStats } from './applications.api';
import { useHiringFormOptions, useRecruiters } from './hiring.api';

type Breakdown = TasStats['by_department'][number];

const BREAKDOWN_COLUMNS = (title: string) => [
  { title, dataIndex: 'name', key: 'name' },
  { title: 'Applications', dataIndex: 'applications', key: 'applications', align: 'right' as const },
  { title: 'In progress', dataIndex: 'in_progress', key: 'in_progress', align: 'right' as const },
  { title: 'Joined', dataIndex: 'joined', key: 'joined', align: 'right' as const },
  { title: 'Rejected', dataIndex: 'rejected', key: 'rejected', align: 'right' as const },
];

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/**
 * 'tas-stats' (Talent Acquisition Statistics): the funnel by stage, the source mix, the mean time in each stage,
 * and applications by department and by recruiter, for the whole organisation or one department or recruiter.
 */
export function TasStatsTool({ options, onOptionsChange }: ToolProps) {
  const isManager = useCan(isRecruitmentManager);
  const departmentId = textOption(options, 'department_id');
  const recruiterId = textOption(options, 'recruiter_id');
  const catalogue = useHiringFormOptions();
  const recruiters = useRecruiters(isManager);
  const stats = useTasStats({
    department_id: departmentId ? Number(departmentId) : undefined,
    recruiter_id: recruiterId ? Number(recruiterId) : undefined,
  });
  const filter = (key: string, value: string | undefined) =>
    onOptionsChange(withOptions(options, { [key]: value }));
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Typography.Text strong id="tas-department">
          Department
        </Typography.Text>
        <Select
          aria-labelledby="tas-department"
          allowClear
          placeholder="Every department"
          style={{ minWidth: 200 }}
          value={departmentId}
          onChange={(value) => filter('department_id', value)}
          options={(catalogue.data?.departments ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        />
        {isManager && (
          <>
            <Typography.Text strong id="tas-recruiter">
              Recruiter
            </Typography.Text>
            <Select
              aria-labelledby="tas-recruiter"
              allowClear
              placeholder="Every recruiter"
              style={{ minWidth: 200 }}
              value={recruiterId}
              onChange={(value) => filter('recruiter_id', value)}
              options={(recruiters.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </>
        )}
      </Flex>
      {stats.isError ? (
        <LoadFailed variant="inline" error={stats.error} onRetry={() => stats.refetch()} />
      ) : stats.isPending ? (
        <Skeleton active />
      ) : stats.data.total === 0 ? (
        <EmptyState description="No applications yet for these filters." />
      ) : (
        <StatsBody stats={stats.data} />
      )}
    </Flex>
  );
}

function StatsBody({ stats }: { stats: TasStats }) {
  const sourceTotal = stats.sources.reduce((sum, row) => sum + row.applications, 0);
  const stageName = (key: string) => stats.funnel.find((row) => row.stage.key === key)?.stage.name ?? key;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card
          size="small"
          title="Funnel by stage"
          extra={<Statistic value={stats.total} suffix="applications" valueStyle={{ fontSize: 16 }} />}
        >
          <Flex vertical gap={8}>
            {stats.funnel.map((row) => (
              <Flex key={row.stage.key} vertical gap={0}>
                <Flex justify="space-between">
                  <span>{row.stage.name}</span>
                  <Typography.Text type="secondary">
                    {row.reached} reached · {row.current} there now
                  </Typography.Text>
                </Flex>
                <Progress
                  percent={percent(row.reached, stats.total)}
                  aria-label={`${row.stage.name}: ${row.reached} of ${stats.total} reached`}
                />
              </Flex>
            ))}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Flex vertical gap={16}>
          <Card size="small" title="Source mix">
            <Flex vertical gap={8}>
              {stats.sources.map((row) => (
                <Flex key={row.source} vertical gap={0}>
                  <Flex justify="space-between">
                    <span>{CANDIDATE_SOURCE_TEXTS[row.source]}</span>
                    <Typography.Text type="secondary">{row.applications}</Typography.Text>
                  </Flex>
                  <Progress
                    percent={percent(row.applications, sourceTotal)}
                    aria-label={`${CANDIDATE_SOURCE_TEXTS[row.source]}: ${row.applications} applications`}
                  />
                </Flex>
              ))}
            </Flex>
          </Card>
          <Card size="small" title="Time in stage">
            <Table
              aria-label="Time in stage"
              size="small"
              rowKey="stage"
              pagination={false}
              dataSource={stats.time_in_stage}
              columns={[
                { title: 'Stage', key: 'stage', render: (_, row) => stageName(row.stage) },
                {
                  title: 'Average days',
                  dataIndex: 'average_days',
                  key: 'average_days',
                  align: 'right' as const,
                },
              ]}
            />
          </Card>
        </Flex>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title="By department">
          <Table<Breakdown>
            aria-label="By department"
            size="small"
            rowKey={(row) => String(row.id)}
            pagination={false}
            dataSource={stats.by_department}
            columns={BREAKDOWN_COLUMNS('Department')}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title="By recruiter">
          <Table<Breakdown>
            aria-label="By recruiter"
            size="small"
            rowKey={(row) => String(row.id)}
            pagination={false}
            dataSource={stats.by_recruiter}
            columns={BREAKDOWN_COLUMNS('Recruiter')}
          />
        </Card>
      </Col>
    </Row>
  );
}
