import {
  type Candidate,
  canBlacklistCandidates,
  canManageApplications,
  canManageCandidates,
  canReadPastFeedback,
} from '@atrium/contracts';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { useBlacklistCandidate, useCandidate, useUploadResume } from './candidates.api';
import { CandidateApplications } from './components/CandidateApplications';
import { CandidateProfile } from './components/CandidateProfile';

const AddApplicationModal = lazy(() =>
  import('./components/AddApplicationModal').then((m) => ({ default: m.AddApplicationModal })),
);
const CandidateFormModal = lazy(() =>
  import('./components/CandidateFormModal').then((m) => ({ default: m.CandidateFormModal })),
);

/**
 * 'candidate-viewer' (Candidate Profile Viewer): the candidate in option `id` with what may be done to them: edit,
 * upload the resume (one PDF), blacklist or unblock, each of the last two after a confirmation.
 */
export function CandidateViewerTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const candidate = useCandidate(id);
  return (
    <OpenedRecord id={id} query={candidate} emptyText="Open a candidate from the candidate pool.">
      {(record) => <CandidateViewer candidate={record} />}
    </OpenedRecord>
  );
}

function CandidateViewer({ candidate }: { candidate: Candidate }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const canManage = useCan(canManageCandidates);
  const canBlacklist = useCan(canBlacklistCandidates);
  const canApply = useCan(canManageApplications);
  const canReadFeedback = useCan(canReadPastFeedback);
  const [isAdding, setIsAdding] = useState(false);
  const hasAddForm = useOpenedOnce(isAdding);
  const [confirm, dialog] = useConfirmation();
  const [isEditing, setIsEditing] = useState(false);
  const hasForm = useOpenedOnce(isEditing);
  const blacklist = useBlacklistCandidate();
  const upload = useUploadResume();
  const fileInput = useRef<HTMLInputElement>(null);

  const report = (error: unknown) => {
    notify('error', messageForError(error, 'hiring'));
    throw error;
  };
  const askBlacklist = () =>
    confirm({
      title: 'Blacklist candidate',
      content: `${candidate.name} is blacklisted; their ongoing applications are rejected.`,
      confirmText: 'Blacklist',
      isDanger: true,
      comment: { label: 'Reason', isRequired: true },
      onConfirm: ({ comment }) =>
        blacklist
          .mutateAsync({ id: candidate.id, reason: comment ?? '' })
          .then(() => notify('success', `${candidate.name} blacklisted`), report),
    });
  const askUnblock = () =>
    confirm({
      title: 'Unblock candidate',
      content: `${candidate.name} is taken off the blacklist.`,
      confirmText: 'Unblock',
      onConfirm: () =>
        blacklist
          .mutateAsync({ id: candidate.id })
          .then(() => notify('success', `${candidate.name} unblocked`), report),
    });
  const sendResume = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { id: candidate.id, file },
      {
        onSuccess: () => notify('success', 'Resume uploaded'),
        onError: (error) => notify('error', messageForError(error, 'hiring')),
      },
    );
  };

  const actions = (
    <Flex gap={8} wrap>
      {canManage && <Button onClick={() => setIsEditing(true)}>Edit</Button>}
      {canManage && (
        <Button loading={upload.isPending} onClick={() => fileInput.current?.click()}>
          {candidate.resume ? 'Replace resume' : 'Upload resume'}
        </Button>
      )}
      {canApply && !candidate.is_blacklisted && (
        <Button type="primary" onClick={() => setIsAdding(true)}>
          Add to hiring request
        </Button>
      )}
      {canReadFeedback && (
        <Button onClick={() => navigate(toolLink('past-feedback-viewer', { id: candidate.id }))}>
          Past feedback
        </Button>
      )}
      {canBlacklist &&
        (candidate.is_blacklisted ? (
          <Button onClick={askUnblock}>Unblock</Button>
        ) : (
          <Button danger onClick={askBlacklist}>
            Blacklist
          </Button>
        ))}
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <CandidateProfile candidate={candidate} actions={actions} />
      <input
        ref={fileInput}
        type="file"
        accept="application/pdf,.pdf"
        aria-label="Resume file"
        hidden
        onChange={(event) => {
          sendResume(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>Resume:</Typography.Text>
        {candidate.resume ? (
          <>
            <span>
              {candidate.resume.file_name}, uploaded {displayDate(candidate.resume.uploaded.slice(0, 10))}
            </span>
            <Button
              type="link"
              onClick={() => navigate(toolLink('candidate-profile-viewer', { id: candidate.id }))}
            >
              View
            </Button>
          </>
        ) : (
          <span>None yet</span>
        )}
      </Flex>
      <CandidateApplications candidateId={candidate.id} />
      {hasAddForm && (
        <Suspense fallback={null}>
          <AddApplicationModal
            open={isAdding}
            candidate={candidate}
            onClose={() => setIsAdding(false)}
            onSaved={() => {
              setIsAdding(false);
              notify('success', `${candidate.name} added to the hiring request`);
            }}
          />
        </Suspense>
      )}
      {hasForm && (
        <Suspense fallback={null}>
          <CandidateFormModal
            open={isEditing}
            candidate={candidate}
            onClose={() => setIsEditing(false)}
            onSaved={() => {
              setIsEditing(false);
              notify('success', 'Record Updated');
            }}
          />
        </Suspense>
      )}
      {dialog}
    </Flex>
  );
}
