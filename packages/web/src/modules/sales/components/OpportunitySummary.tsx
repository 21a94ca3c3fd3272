import { formatDisplayDate, OPPORTUNITY_STATUS_TEXTS, type OpportunityDetail } from '@atrium/contracts';
import { Descriptions, Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toolLink } from '../../../platform/tools/toolLink';
import { StatusBadge } from '../../../ui/StatusBadge';
import { BILLING_TYPE_TEXTS } from '../salesText';
import { valueText } from '../valueText';

const day = (date: string | null) => (date ? formatDisplayDate(new Date(`${date}T00:00:00`)) : '—');

/** The opportunity's title line with its status and the actions given, then its fields and role mix. */
export function OpportunitySummary({
  opportunity,
  actions,
}: {
  opportunity: OpportunityDetail;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const project = opportunity.project;
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {opportunity.code} {opportunity.name}
          </Typography.Title>
          <StatusBadge status={opportunity.status} label={OPPORTUNITY_STATUS_TEXTS[opportunity.status]} />
        </Flex>
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Client">{opportunity.client.name}</Descriptions.Item>
        <Descriptions.Item label="Value">{valueText(opportunity)}</Descriptions.Item>
        <Descriptions.Item label="Billing type">
          {BILLING_TYPE_TEXTS[opportunity.billing_type]}
        </Descriptions.Item>
        <Descriptions.Item label="Probability">{opportunity.probability}%</Descriptions.Item>
        <Descriptions.Item label="Expected start">{day(opportunity.expected_start_date)}</Descriptions.Item>
        <Descriptions.Item label="Expected end">{day(opportunity.expected_end_date)}</Descriptions.Item>
        <Descriptions.Item label="Owner">{opportunity.owner?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Sales executive">
          {opportunity.sales_executive?.name ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Pipeline">{opportunity.pipeline.name}</Descriptions.Item>
        <Descriptions.Item label="Stage">{opportunity.stage?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Project">
          {project ? (
            <a
              href={toolLink('project-details', { id: project.id })}
              onClick={(event) => {
                event.preventDefault();
                navigate(toolLink('project-details', { id: project.id }));
              }}
            >
              {project.code} {project.name}
            </a>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        {opportunity.outcome_reason && (
          <Descriptions.Item
            label={opportunity.status === 'won' ? 'Why it was won' : 'Why it was lost'}
            span={2}
          >
            {opportunity.outcome_reason}
          </Descriptions.Item>
        )}
        {opportunity.description && (
          <Descriptions.Item label="Description" span={2}>
            {opportunity.description}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Role mix
      </Typography.Title>
      <Table
        aria-label="Role mix"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={opportunity.roles}
        locale={{ emptyText: 'No roles asked for yet.' }}
        columns={[
          { title: 'Designation', key: 'designation', render: (_, role) => role.designation.name },
          { title: 'People', dataIndex: 'count', key: 'count', align: 'right' },
          { title: 'From', key: 'start', render: (_, role) => day(role.start_date) },
          { title: 'To', key: 'end', render: (_, role) => day(role.end_date) },
        ]}
      />
    </Flex>
  );
}
