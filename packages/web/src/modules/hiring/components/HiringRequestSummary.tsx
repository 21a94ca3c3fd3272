import type { HiringRequest } from '@atrium/contracts';
import { Descriptions, Flex, Tag } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { CtcRange, experienceText } from './hiringText';

const tags = (values: string[]) =>
  values.length ? (
    <Flex gap={4} wrap>
      {values.map((value) => (
        <Tag key={value}>{value}</Tag>
      ))}
    </Flex>
  ) : (
    '—'
  );

/** Days open, from approval to closing or today: the time to fill so far. */
export function daysOpenText(request: HiringRequest): string {
  if (request.days_open === null) return 'Not approved yet';
  const days = `${request.days_open} ${request.days_open === 1 ? 'day' : 'days'}`;
  return request.closed_at ? days : `${days} so far`;
}

/** A request's fields, as both request screens show them. */
export function HiringRequestSummary({ request }: { request: HiringRequest }) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
      <Descriptions.Item label="Designation">{request.designation?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Department">{request.department?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Positions">{request.positions}</Descriptions.Item>
      <Descriptions.Item label="Experience">{experienceText(request)}</Descriptions.Item>
      <Descriptions.Item label="CTC range">
        <CtcRange request={request} />
      </Descriptions.Item>
      <Descriptions.Item label="Target date">{displayDate(request.target_date)}</Descriptions.Item>
      <Descriptions.Item label="Skills">{tags(request.skills)}</Descriptions.Item>
      <Descriptions.Item label="Specializations">{tags(request.specializations)}</Descriptions.Item>
      <Descriptions.Item label="Preferred locations">{tags(request.locations)}</Descriptions.Item>
      <Descriptions.Item label="Raised by">{request.raised_by.name}</Descriptions.Item>
      <Descriptions.Item label="Recruiter">{request.recruiter?.name ?? 'Not assigned'}</Descriptions.Item>
      <Descriptions.Item label="Resource request">{request.resource_request ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Approved on">
        {request.approved_at ? displayDate(request.approved_at.slice(0, 10)) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Time to fill">{daysOpenText(request)}</Descriptions.Item>
      <Descriptions.Item label="Job">
        {request.is_published ? 'Published' : 'Not published'}
      </Descriptions.Item>
    </Descriptions>
  );
}
