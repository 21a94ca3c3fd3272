import type { Candidate } from '@atrium/contracts';
import { Skeleton, Typography } from 'antd';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PdfViewer } from '../../../ui/PdfViewer';
import { useCandidateResume } from '../candidates.api';

/** The candidate's resume in the PDF viewer, every page. */
export function CandidateResume({ candidate }: { candidate: Candidate }) {
  const resume = useCandidateResume(candidate);
  if (!candidate.resume) return <EmptyState description="No resume uploaded yet." />;
  if (resume.isError)
    return <LoadFailed variant="inline" error={resume.error} onRetry={() => resume.refetch()} />;
  if (resume.isPending) return <Skeleton active />;
  return (
    <>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Resume
      </Typography.Title>
      <PdfViewer
        file={resume.data}
        title={`Resume of ${candidate.name}`}
        fileName={candidate.resume.file_name}
        height="70vh"
      />
    </>
  );
}
