import {
  type Application,
  canMakeOffers,
  OFFER_STATUS_TEXTS,
  type Offer,
  type OfferStatus,
} from '@atrium/contracts';
import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { useCan } from '../../../platform/useCan';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { useApplicationOffer, useDownloadOfferLetter, useOfferChange } from '../offers.api';

const OfferFormModal = lazy(() => import('./OfferFormModal').then((m) => ({ default: m.OfferFormModal })));

/** The badge statuses (spec 2.10) an offer's statuses are coloured as. */
const BADGE_STATUSES: Record<OfferStatus, string> = {
  offered: 'pending',
  accepted: 'accepted',
  declined: 'rejected',
  'not-joining': 'not-joined',
  joined: 'joined',
};

export function OfferStatusTag({ status }: { status: OfferStatus }) {
  return <StatusBadge status={BADGE_STATUSES[status]} label={OFFER_STATUS_TEXTS[status]} />;
}

const money = (value: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value);

/**
 * The offer of an application at the offer stage: making it (or again after a decline), its letter, and the
 * candidate's answer recorded by the recruiter — accepted (the joining date confirmed) or declined with a reason —
 * or marked as not joining; each answer confirmed.
 */
export function OfferPanel({ application }: { application: Application }) {
  const notify = useNotify();
  const canMake = useCan(canMakeOffers);
  const found = useApplicationOffer(application.id);
  const change = useOfferChange();
  const downloadLetter = useDownloadOfferLetter();
  const [confirm, dialog] = useConfirmation();
  const [isMaking, setIsMaking] = useState(false);
  const hasForm = useOpenedOnce(isMaking);
  if (found.isError)
    return <LoadFailed variant="inline" error={found.error} onRetry={() => found.refetch()} />;
  if (found.isPending) return <Skeleton active />;
  const offer = found.data.offer;
  const live = application.status === 'in-progress' && application.stage.kind === 'offer';
  const canOffer =
    canMake && live && !application.candidate.is_blacklisted && (!offer || offer.status === 'declined');
  const report = (error: unknown) => {
    notify('error', messageForError(error, 'hiring'));
    throw error;
  };
  const name = application.candidate.name;
  const ask = (offer: Offer, kind: 'accept' | 'decline' | 'not-joining') =>
    confirm(
      kind === 'accept'
        ? {
            title: 'Offer accepted',
            content: `${name} accepted the offer. Confirm the joining date (leave it empty to keep ${displayDate(offer.joining_date)}).`,
            confirmText: 'Record acceptance',
            date: { label: 'Joining date' },
            onConfirm: ({ date }) =>
              change
                .mutateAsync({
                  id: offer.id,
                  kind: 'decision',
                  body: { decision: 'accept', ...(date ? { joining_date: date } : {}) },
                })
                .then(() => notify('success', `${name} accepted the offer`), report),
          }
        : kind === 'decline'
          ? {
              title: 'Offer declined',
              content: `${name} declined the offer.`,
              confirmText: 'Record decline',
              isDanger: true,
              comment: { label: 'Reason', isRequired: true },
              onConfirm: ({ comment }) =>
                change
                  .mutateAsync({
                    id: offer.id,
                    kind: 'decision',
                    body: { decision: 'decline', reason: comment },
                  })
                  .then(() => notify('success', `${name} declined the offer`), report),
            }
          : {
              title: 'Mark as not joining',
              content: `${name} will not join; the offer cannot be joined afterwards.`,
              confirmText: 'Not joining',
              isDanger: true,
              comment: { label: 'Reason', isRequired: true },
              onConfirm: ({ comment }) =>
                change
                  .mutateAsync({ id: offer.id, kind: 'not-joining', body: { reason: comment ?? '' } })
                  .then(() => notify('success', `${name} marked as not joining`), report),
            },
    );

  return (
    <Flex vertical gap={8} aria-label="Offer">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          Offer
        </Typography.Title>
        {canOffer && (
          <Button type="primary" onClick={() => setIsMaking(true)}>
            {offer ? 'Make offer again' : 'Make offer'}
          </Button>
        )}
      </Flex>
      {offer ? (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'status', label: 'Offer status', children: <OfferStatusTag status={offer.status} /> },
              { key: 'ctc', label: 'Annual CTC', children: offer.ctc === null ? 'Hidden' : money(offer.ctc) },
              { key: 'joining', label: 'Expected joining', children: displayDate(offer.joining_date) },
              {
                key: 'by',
                label: 'Offered on',
                children: `${displayDate(offer.offered_at.slice(0, 10))}${offer.offered_by ? ` by ${offer.offered_by.name}` : ''}`,
              },
              ...(offer.status_reason
                ? [{ key: 'reason', label: 'Reason', children: offer.status_reason, span: 2 }]
                : []),
            ]}
          />
          <Flex gap={8} wrap>
            <Button
              onClick={() =>
                downloadLetter(offer.id).catch((error: unknown) =>
                  notify('error', messageForError(error, 'hiring')),
                )
              }
            >
              Offer letter
            </Button>
            {offer.actions.includes('accept') && (
              <Button type="primary" onClick={() => ask(offer, 'accept')}>
                Candidate accepted
              </Button>
            )}
            {offer.actions.includes('decline') && (
              <Button danger onClick={() => ask(offer, 'decline')}>
                Candidate declined
              </Button>
            )}
            {offer.actions.includes('not-joining') && (
              <Button danger onClick={() => ask(offer, 'not-joining')}>
                Not joining
              </Button>
            )}
          </Flex>
        </>
      ) : (
        <EmptyState description={live ? 'No offer made yet.' : 'Offers are made at the offer stage.'} />
      )}
      {hasForm && (
        <Suspense fallback={null}>
          <OfferFormModal
            open={isMaking}
            applicationId={application.id}
            candidateName={name}
            onClose={() => setIsMaking(false)}
            onSaved={() => {
              setIsMaking(false);
              notify('success', `Offer made to ${name}`);
            }}
          />
        </Suspense>
      )}
      {dialog}
    </Flex>
  );
}
