import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { useCandidate } from './candidates.api';
import { CandidateProfile } from './components/CandidateProfile';
import { CandidateResume } from './components/CandidateResume';

/** 'candidate-profile-viewer' (Candidate Profile Viewer): the profile of the candidate in option `id` and their resume, read only. */
export function CandidateProfileViewerTool({ options }: ToolProps) {
  const navigate = useNavigate();
  const id = idOption(options.id);
  const candidate = useCandidate(id);
  return (
    <OpenedRecord id={id} query={candidate} emptyText="Open a candidate from the candidate pool.">
      {(record) => (
        <Flex vertical gap={16}>
          <CandidateProfile
            candidate={record}
            actions={
              <Button onClick={() => navigate(toolLink('candidate-viewer', { id: record.id }))}>
                Open candidate
              </Button>
            }
          />
          <CandidateResume candidate={record} />
        </Flex>
      )}
    </OpenedRecord>
  );
}
