import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LeaveRequestView } from './components/LeaveRequestDrawer';
import { idOption } from './leaveOptions';

/**
 * 'leave-request-details' (Leave Details): the request in option `id` with its approval stage and decision;
 * the approver approves or rejects it, the employee cancels it, each after a confirmation.
 */
export function LeaveRequestDetailsTool({ options }: ToolProps) {
  const navigate = useNavigate();
  const requestId = idOption(options);
  const toList = <Button onClick={() => navigate(toolLink('leave-request-list'))}>All leave requests</Button>;
  if (requestId === undefined)
    return <EmptyState description="No leave request is chosen." action={toList} />;
  return (
    <Flex vertical gap={16}>
      <LeaveRequestView key={requestId} requestId={requestId} />
      <Flex>{toList}</Flex>
    </Flex>
  );
}
