import type { ToolOptions } from '@atrium/contracts';
import { Pagination, Skeleton, Spin } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { pageOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { AuditLogViewer } from '../../ui/AuditLogViewer';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { AuditLogFilters } from './AuditLogFilters';
import { useAuditEvents } from './audit.api';
import { AUDIT_PAGE_SIZE, auditQueryOf } from './auditFilters';

/**
 * 'audit-log' (Audit Log): the organisation's audit trail, newest first, grouped by day (spec 2.10),
 * filtered by period and record, a page at a time. The filters and page are the tool's options, so the
 * URL carries them.
 */
export function AuditLogTool({ options, onOptionsChange }: ToolProps) {
  const today = useMemo(() => new Date(), []);
  const page = pageOption(options, 'page');
  const events = useAuditEvents(auditQueryOf(options, today));
  useFailedLoadAsPageState(events.error);
  const change = (changes: ToolOptions) => onOptionsChange(withOptions(options, changes));

  let body: ReactNode;
  if (events.isError && !events.data) {
    body = <LoadFailed variant="inline" error={events.error} onRetry={() => events.refetch()} />;
  } else if (!events.data) {
    body = <Skeleton active />;
  } else {
    body = (
      <Spin spinning={events.isFetching}>
        <AuditLogViewer events={events.data.results} />
        {events.data.count > AUDIT_PAGE_SIZE && (
          <Pagination
            align="center"
            style={{ marginTop: 16 }}
            current={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={events.data.count}
            showSizeChanger={false}
            onChange={(next) => change({ page: next === 1 ? undefined : next })}
          />
        )}
      </Spin>
    );
  }
  return (
    <>
      <AuditLogFilters options={options} onChange={change} />
      {body}
    </>
  );
}
