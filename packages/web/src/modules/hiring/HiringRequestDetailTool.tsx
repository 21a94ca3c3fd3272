import { type HiringRequest, mayActOnApplications, requestRefusalForApplications } from '@atrium/contracts';
import { Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useActor } from '../../platform/useCan';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { HiringRequestActions } from './components/HiringRequestActions';
import { HiringRequestHeader } from './components/HiringRequestHeader';
import { HiringRequestSummary } from './components/HiringRequestSummary';
import { StatusNotice } from './components/StatusNotice';
import { useHiringRequest } from './hiring.api';

const AddApplicationModal = lazy(() =>
  import('./components/AddApplicationModal').then((m) => ({ default: m.AddApplicationModal })),
);

/**
 * 'hiring-request-detail' (Hiring Request Detail): the working screen of the request in option `id`: its fields
 * and every action the caller may take on it now (approve, reject, assign a recruiter, publish, hold, resume,
 * close), each after a confirmation.
 */
export function HiringRequestDetailTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const request = useHiringRequest(id);
  if (id === undefined)
    return <EmptyState description="Open a hiring request from the hiring request list." />;
  if (request.isPending) return <Skeleton active />;
  if (request.isError)
    return <LoadFailed variant="inline" error={request.error} onRetry={() => request.refetch()} />;
  return <HiringRequestDetail request={request.data} />;
}

function HiringRequestDetail({ request }: { request: HiringRequest }) {
  const navigate = useNavigate();
  const actor = useActor();
  const notify = useNotify();
  const [isAdding, setIsAdding] = useState(false);
  const hasAddForm = useOpenedOnce(isAdding);
  const canAdd =
    actor !== null &&
    mayActOnApplications(actor, {
      raised_by_id: request.raised_by.id,
      recruiter_id: request.recruiter?.id ?? null,
    }) &&
    requestRefusalForApplications(request.status) === null;
  return (
    <Flex vertical gap={16}>
      <HiringRequestHeader request={request} actions={<HiringRequestActions request={request} />} />
      <StatusNotice request={request} />
      <HiringRequestSummary request={request} />
      <Flex gap={8} wrap align="center">
        {canAdd && (
          <Button type="primary" onClick={() => setIsAdding(true)}>
            Add candidate
          </Button>
        )}
        {request.status !== 'pending' && request.status !== 'rejected' && (
          <>
            <Button onClick={() => navigate(toolLink('candidate-application-tracker-2', { id: request.id }))}>
              Applications board
            </Button>
            <Button
              onClick={() =>
                navigate(toolLink('candidate-application-tracker', { hiring_request_id: String(request.id) }))
              }
            >
              Applications list
            </Button>
          </>
        )}
        <Button type="link" onClick={() => navigate(toolLink('hiring-request-details', { id: request.id }))}>
          Full details and history
        </Button>
      </Flex>
      {hasAddForm && (
        <Suspense fallback={null}>
          <AddApplicationModal
            open={isAdding}
            request={request}
            onClose={() => setIsAdding(false)}
            onSaved={() => {
              setIsAdding(false);
              notify('success', `Candidate added to ${request.code}`);
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
