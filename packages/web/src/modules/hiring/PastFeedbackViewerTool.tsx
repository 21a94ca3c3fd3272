import { type InterviewFeedback, type PastFeedback, RECOMMENDATION_TEXTS } from '@atrium/contracts';
import { Card, Descriptions, Flex, Rate, Typography } from 'antd';
import { idOption } from '../../platform/formFields';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { StatusBadge } from '../../ui/StatusBadge';
import { usePastFeedback } from './applications.api';
import { useCandidate } from './candidates.api';
import { InterviewStatusBadge } from './components/applicationText';
import { slotText } from './components/interviewText';

/** The badge each recommendation wears: hires as successes, a no hire as a warning, a strong no hire as danger. */
const RECOMMENDATION_BADGES: Record<InterviewFeedback['recommendation'], string> = {
  'strong-hire': 'approved',
  hire: 'accepted',
  'no-hire': 'on-hold',
  'strong-no-hire': 'rejected',
};

/**
 * 'past-feedback-viewer' (Past Feedback Viewer): every interview of the candidate in option `id`, across all their
 * applications, latest first, with each interviewer's scorecard.
 */
export function PastFeedbackViewerTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const feedback = usePastFeedback(id);
  const candidate = useCandidate(id);
  return (
    <OpenedRecord
      id={id}
      query={feedback}
      emptyText="Open a candidate’s past feedback from their profile or an application."
    >
      {(record) => <PastFeedbackList feedback={record} name={candidate.data?.name} />}
    </OpenedRecord>
  );
}

function PastFeedbackList({ feedback, name }: { feedback: PastFeedback; name?: string }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {name ? `${name}: interview feedback` : 'Interview feedback'}
      </Typography.Title>
      {feedback.results.length === 0 ? (
        <EmptyState description="No interviews yet for this candidate." />
      ) : (
        feedback.results.map(({ interview, feedback: given }) => (
          <Card
            key={interview.id}
            size="small"
            title={`${interview.hiring_request.code} · ${interview.hiring_request.title} — ${interview.stage.name}`}
            extra={<InterviewStatusBadge status={interview.status} />}
          >
            <Flex vertical gap={12}>
              <Typography.Text type="secondary">
                {slotText(interview)} · Panel: {interview.interviewers.map((p) => p.name).join(', ')}
              </Typography.Text>
              {given.length === 0 ? (
                <Typography.Text type="secondary">No feedback given yet.</Typography.Text>
              ) : (
                given.map((scorecard) => (
                  <Flex
                    key={scorecard.id}
                    vertical
                    gap={6}
                    style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8 }}
                  >
                    <Flex gap={8} align="center" wrap>
                      <strong>{scorecard.interviewer.name}</strong>
                      <StatusBadge
                        status={RECOMMENDATION_BADGES[scorecard.recommendation]}
                        label={RECOMMENDATION_TEXTS[scorecard.recommendation]}
                      />
                      <Typography.Text type="secondary">Average {scorecard.average}/5</Typography.Text>
                    </Flex>
                    <Descriptions
                      size="small"
                      column={{ xs: 1, md: 2, xl: 3 }}
                      items={scorecard.ratings.map((rating) => ({
                        key: rating.criterion,
                        label: rating.criterion,
                        children: (
                          <Rate
                            disabled
                            value={rating.rating}
                            style={{ fontSize: 14 }}
                            aria-label={`${rating.criterion}: ${rating.rating} of 5`}
                          />
                        ),
                      }))}
                    />
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                      {scorecard.comments}
                    </Typography.Paragraph>
                  </Flex>
                ))
              )}
            </Flex>
          </Card>
        ))
      )}
    </Flex>
  );
}
