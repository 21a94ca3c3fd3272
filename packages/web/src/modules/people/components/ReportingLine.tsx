import type { EmployeeDetail } from '@atrium/contracts';
import { Flex, List, Skeleton, Typography } from 'antd';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useDirectReports } from '../hierarchy.api';
import { EmployeeName } from './EmployeeName';

interface ReportingLineProps {
  employee: EmployeeDetail;
  /** Only reporting managers (and employee managers) read the hierarchy; anyone else has nobody below. */
  hasReports: boolean;
}

/** The manager above the employee, and their direct reports below. */
export function ReportingLine({ employee, hasReports }: ReportingLineProps) {
  const reports = useDirectReports(employee.id, hasReports);
  const noReports = <EmptyState description="Nobody reports to you directly." />;
  const manager = employee.reporting_manager;
  return (
    <Flex vertical gap={16}>
      <section aria-label="Reports to">
        <Typography.Title level={5}>Reports to</Typography.Title>
        {manager ? (
          <EmployeeName id={manager.id} firstName={manager.first_name} lastName={manager.last_name} />
        ) : (
          <Typography.Text type="secondary">Nobody: at the top of the organisation.</Typography.Text>
        )}
      </section>
      <section aria-label="Direct reports">
        <Typography.Title level={5}>Direct reports</Typography.Title>
        {!hasReports ? (
          noReports
        ) : reports.isError ? (
          <LoadFailed variant="inline" error={reports.error} onRetry={() => reports.refetch()} />
        ) : !reports.data ? (
          <Skeleton active />
        ) : (
          <List
            dataSource={reports.data.results}
            locale={{ emptyText: noReports }}
            renderItem={(person) => (
              <List.Item>
                <Flex gap={8} align="center">
                  <EmployeeName
                    id={person.id}
                    firstName={person.first_name}
                    lastName={person.last_name}
                    photo={person.photo}
                  />
                  <Typography.Text type="secondary">
                    {[person.designation, person.code].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </section>
    </Flex>
  );
}
