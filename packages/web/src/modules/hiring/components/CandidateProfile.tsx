import { CANDIDATE_SOURCE_TEXTS, type Candidate } from '@atrium/contracts';
import { Alert, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { StatusBadge } from '../../../ui/StatusBadge';

const yearsText = (years: number | null) =>
  years === null ? '—' : `${years} ${years === 1 ? 'year' : 'years'}`;

/** A candidate's profile, as both candidate screens show it, with the screen's own buttons at the right. */
export function CandidateProfile({ candidate, actions }: { candidate: Candidate; actions?: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Flex gap={8} align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {candidate.name}
          </Typography.Title>
          {candidate.is_blacklisted && <StatusBadge status="blacklisted" />}
        </Flex>
        {actions}
      </Flex>
      {candidate.is_blacklisted && (
        <Alert
          type="error"
          showIcon
          title={`Blacklisted${candidate.blacklisted_at ? ` on ${displayDate(candidate.blacklisted_at.slice(0, 10))}` : ''}: ${candidate.blacklist_reason ?? ''}`}
        />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Email">{candidate.email}</Descriptions.Item>
        <Descriptions.Item label="Phone">{candidate.phone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="PAN">{candidate.pan ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Source">{CANDIDATE_SOURCE_TEXTS[candidate.source]}</Descriptions.Item>
        <Descriptions.Item label="Experience">{yearsText(candidate.experience)}</Descriptions.Item>
        <Descriptions.Item label="Notice period">
          {candidate.notice_period_days === null ? '—' : `${candidate.notice_period_days} days`}
        </Descriptions.Item>
        <Descriptions.Item label="Current company">{candidate.current_company ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Current designation">
          {candidate.current_designation ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Current location">{candidate.current_location ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Added">
          {displayDate(candidate.created.slice(0, 10))}
          {candidate.created_by ? ` by ${candidate.created_by.name}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Skills" span={2}>
          {candidate.skills.length ? (
            <Flex gap={4} wrap>
              {candidate.skills.map((skill) => (
                <Tag key={skill}>{skill}</Tag>
              ))}
            </Flex>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        {candidate.notes && (
          <Descriptions.Item label="Notes" span={2}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{candidate.notes}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Flex>
  );
}
