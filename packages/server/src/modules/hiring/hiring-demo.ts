import { SCORECARD_CRITERIA } from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/scope';
import { findUsersByEmails } from '../accounts';
import { departments, designations } from '../org-setup';
import { ACME_APPLICATIONS, type DemoApplication, type DemoOffer } from './application-demo-data';
import {
  applicationEvents,
  applications,
  candidates,
  hiringRequestEvents,
  hiringRequests,
  interviewFeedback,
  interviewInterviewers,
  interviews,
  offers,
  onboardingTasks,
} from './hiring.tables';
import {
  ACME_CANDIDATES,
  ACME_HIRING_REQUESTS,
  type DemoCandidate,
  type DemoHiringRequest,
} from './hiring-demo-data';

export interface HiringDemo {
  /** Who raises the requests, who decides them and who recruits for them, by email. */
  hiringManager: string;
  recruitmentManager: string;
  recruiter: string;
  requests?: readonly DemoHiringRequest[];
  candidates?: readonly DemoCandidate[];
  applications?: readonly DemoApplication[];
}

const daysAgo = (today: string, days: number) =>
  new Date(Date.parse(`${today}T09:30:00Z`) - days * 86_400_000);

async function idsByName(scope: Scope, table: typeof designations | typeof departments, names: string[]) {
  const rows = await scope.tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.organizationId, scope.org.id), inArray(table.name, names)));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * A demo organisation's hiring: requests in each state with their history, and a candidate pool (the resumes are
 * left to upload). Acme's unless told; a request naming a designation or department the organisation lacks is skipped.
 */
export async function seedHiringDemo(scope: Scope, demo: HiringDemo) {
  const { tx, org } = scope;
  const today = scope.clock.today();
  const requests = demo.requests ?? ACME_HIRING_REQUESTS;
  const people = await findUsersByEmails(tx, org.id, [
    demo.hiringManager,
    demo.recruitmentManager,
    demo.recruiter,
  ]);
  const userOf = (email: string) => people.get(email.toLowerCase())?.id ?? null;
  const raiser = userOf(demo.hiringManager);
  const decider = userOf(demo.recruitmentManager);
  if (raiser === null) return;
  const designationIds = await idsByName(
    scope,
    designations,
    requests.map((r) => r.designation),
  );
  const departmentIds = await idsByName(
    scope,
    departments,
    requests.map((r) => r.department),
  );
  let number = 0;
  const requestIds = new Map<number, number>();
  for (const [place, request] of requests.entries()) {
    const designationId = designationIds.get(request.designation);
    const departmentId = departmentIds.get(request.department);
    if (designationId === undefined || departmentId === undefined) continue;
    number += 1;
    const raisedAt = daysAgo(today, request.raisedDaysAgo);
    const approvedAt = request.approvedDaysAgo === undefined ? null : daysAgo(today, request.approvedDaysAgo);
    const closedAt = request.closedDaysAgo === undefined ? null : daysAgo(today, request.closedDaysAgo);
    const target = new Date(Date.parse(today) + request.targetInDays * 86_400_000).toISOString().slice(0, 10);
    const [row] = await tx
      .insert(hiringRequests)
      .values({
        organizationId: org.id,
        number,
        designationId,
        departmentId,
        positions: request.positions,
        minExperience: request.experience[0],
        maxExperience: request.experience[1],
        minCtc: request.ctc[0],
        maxCtc: request.ctc[1],
        skills: request.skills,
        specializations: request.specializations ?? [],
        locations: request.locations,
        targetDate: target,
        resourceRequest: request.resourceRequest ?? null,
        status: request.status,
        isPublished: request.published ?? false,
        raisedBy: raiser,
        recruiterId: request.withRecruiter ? userOf(demo.recruiter) : null,
        approvedAt,
        closedAt,
        statusReason: request.reason ?? null,
        createdAt: raisedAt,
        updatedAt: closedAt ?? approvedAt ?? raisedAt,
      })
      .returning({ id: hiringRequests.id });
    if (!row) continue;
    requestIds.set(place, row.id);
    const events = [
      { action: 'raise', toStatus: 'pending', byUserId: raiser, createdAt: raisedAt },
      ...(approvedAt
        ? [
            {
              action: 'approve',
              fromStatus: 'pending',
              toStatus: 'open',
              byUserId: decider,
              createdAt: approvedAt,
            },
          ]
        : []),
      ...(request.status === 'on-hold' || request.status === 'closed' || request.status === 'rejected'
        ? [
            {
              action: { 'on-hold': 'hold', closed: 'close', rejected: 'reject' }[request.status],
              fromStatus: request.status === 'rejected' ? 'pending' : 'open',
              toStatus: request.status,
              reason: request.reason ?? null,
              byUserId: decider,
              createdAt: closedAt ?? daysAgo(today, Math.max(0, request.raisedDaysAgo - 5)),
            },
          ]
        : []),
    ];
    await tx
      .insert(hiringRequestEvents)
      .values(events.map((event) => ({ organizationId: org.id, requestId: row.id, ...event })));
  }
  const candidateIds = new Map<string, { id: number; source: string }>();
  for (const [index, candidate] of (demo.candidates ?? ACME_CANDIDATES).entries()) {
    const [added] = await tx
      .insert(candidates)
      .values({
        organizationId: org.id,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        email: candidate.email,
        phone: candidate.phone,
        ...(candidate.pan
          ? { panSealed: scope.sealer.seal(org.id, candidate.pan), panLast4: candidate.pan.slice(-4) }
          : {}),
        skills: candidate.skills,
        experience: candidate.experience,
        currentCompany: candidate.company,
        currentDesignation: candidate.designation,
        currentLocation: candidate.location,
        source: candidate.source,
        isBlacklisted: Boolean(candidate.blacklisted),
        blacklistReason: candidate.blacklisted ?? null,
        blacklistedAt: candidate.blacklisted ? daysAgo(today, 15) : null,
        createdBy: userOf(demo.recruiter),
        createdAt: daysAgo(today, 60 - index * 3),
        updatedAt: sql`now()`,
      })
      .returning({ id: candidates.id, source: candidates.source });
    if (added) candidateIds.set(candidate.email, added);
  }
  await seedApplications(scope, demo.applications ?? ACME_APPLICATIONS, {
    requestIds,
    candidateIds,
    recruiter: userOf(demo.recruiter),
    today,
  });
}

/**
 * The demo applications with their history (each stage reached a few days apart), interviews with their panels and
 * the scorecards given. An application naming a request or candidate not seeded is skipped.
 */
async function seedApplications(
  scope: Scope,
  demos: readonly DemoApplication[],
  seeded: {
    requestIds: Map<number, number>;
    candidateIds: Map<string, { id: number; source: string }>;
    recruiter: number | null;
    today: string;
  },
) {
  const { tx, org } = scope;
  const panelEmails = [...new Set(demos.flatMap((d) => (d.interviews ?? []).flatMap((i) => i.panel)))];
  const panel = await findUsersByEmails(tx, org.id, panelEmails);
  const by = seeded.recruiter;
  for (const demo of demos) {
    const requestId = seeded.requestIds.get(demo.request);
    const candidate = seeded.candidateIds.get(demo.candidate);
    if (requestId === undefined || !candidate) continue;
    const applied = daysAgo(seeded.today, demo.appliedDaysAgo);
    const step = Math.max(1, Math.floor(demo.appliedDaysAgo / (demo.path.length + 1)));
    const reachedAt = demo.path.map((_, index) => daysAgo(seeded.today, demo.appliedDaysAgo - index * step));
    const status = demo.status ?? 'in-progress';
    const stageSince = reachedAt.at(-1) ?? applied;
    const [row] = await tx
      .insert(applications)
      .values({
        organizationId: org.id,
        candidateId: candidate.id,
        hiringRequestId: requestId,
        stageKey: demo.path.at(-1) ?? 'screening',
        status,
        source: demo.source ?? candidate.source,
        statusReason: demo.reason ?? null,
        stageSince,
        createdBy: by,
        createdAt: applied,
        updatedAt: stageSince,
      })
      .returning({ id: applications.id });
    if (!row) continue;
    const events: (typeof applicationEvents.$inferInsert)[] = demo.path.map((stage, index) => ({
      organizationId: org.id,
      applicationId: row.id,
      action: index === 0 ? 'apply' : 'move',
      fromStage: index === 0 ? null : (demo.path[index - 1] ?? null),
      toStage: stage,
      fromStatus: index === 0 ? null : 'in-progress',
      toStatus: index === demo.path.length - 1 && status === 'joined' ? 'joined' : 'in-progress',
      byUserId: by,
      createdAt: reachedAt[index] as Date,
    }));
    if (status === 'on-hold' || status === 'rejected')
      events.push({
        organizationId: org.id,
        applicationId: row.id,
        action: status === 'on-hold' ? 'hold' : 'reject',
        fromStage: demo.path.at(-1) ?? null,
        toStage: demo.path.at(-1) ?? 'screening',
        fromStatus: 'in-progress',
        toStatus: status,
        byUserId: by,
        createdAt: new Date(stageSince.getTime() + 86_400_000),
        reason: demo.reason ?? null,
      });
    await tx.insert(applicationEvents).values(events);
    if (demo.offer) await seedOffer(scope, row.id, demo.offer, { by, today: seeded.today });
    for (const interview of demo.interviews ?? []) {
      const startsAt = new Date(
        Date.parse(`${seeded.today}T00:00:00Z`) + interview.inDays * 86_400_000 + interview.hour * 3_600_000,
      );
      const [made] = await tx
        .insert(interviews)
        .values({
          organizationId: org.id,
          applicationId: row.id,
          stageKey: interview.stage,
          startsAt,
          durationMinutes: 60,
          meetingLink: `https://meet.example.com/${org.id}-${row.id}-${interview.stage}`,
          status: interview.status,
          declineReason: interview.declined ?? null,
          scheduledBy: by,
          createdAt: new Date(startsAt.getTime() - 4 * 86_400_000),
        })
        .returning({ id: interviews.id });
      if (!made) continue;
      const sitting = interview.panel
        .map((email) => panel.get(email.toLowerCase())?.id)
        .filter((id): id is number => id !== undefined);
      if (sitting.length)
        await tx
          .insert(interviewInterviewers)
          .values(sitting.map((userId) => ({ organizationId: org.id, interviewId: made.id, userId })));
      for (const given of interview.feedback ?? []) {
        const interviewerId = panel.get(given.by.toLowerCase())?.id;
        if (interviewerId === undefined) continue;
        await tx.insert(interviewFeedback).values({
          organizationId: org.id,
          interviewId: made.id,
          interviewerId,
          ratings: SCORECARD_CRITERIA.map((criterion, index) => ({
            criterion,
            rating: given.ratings[index] ?? 3,
          })),
          recommendation: given.recommendation,
          comments: given.comments,
          createdAt: new Date(startsAt.getTime() + 2 * 3_600_000),
        });
      }
    }
  }
}

const inDays = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A demo offer and its onboarding checklist: the PAN and Aadhaar sealed, the tasks' owners by email. */
async function seedOffer(
  scope: Scope,
  applicationId: number,
  demo: DemoOffer,
  seeded: { by: number | null; today: string },
) {
  const { tx, org } = scope;
  const seal = (value: string | undefined) =>
    value ? { sealed: scope.sealer.seal(org.id, value), last4: value.slice(-4) } : null;
  const pan = seal(demo.pan);
  const aadhaar = seal(demo.aadhaar);
  const [offer] = await tx
    .insert(offers)
    .values({
      organizationId: org.id,
      applicationId,
      ctc: demo.ctc,
      joiningDate: inDays(seeded.today, demo.joiningInDays),
      status: demo.status,
      offeredBy: seeded.by,
      offeredAt: daysAgo(seeded.today, 6),
      decidedAt: demo.status === 'accepted' ? daysAgo(seeded.today, 4) : null,
      panSealed: pan?.sealed ?? null,
      panLast4: pan?.last4 ?? null,
      aadhaarSealed: aadhaar?.sealed ?? null,
      aadhaarLast4: aadhaar?.last4 ?? null,
    })
    .returning({ id: offers.id });
  if (!offer || !demo.tasks?.length) return;
  const owners = await findUsersByEmails(
    tx,
    org.id,
    demo.tasks.map((task) => task.owner),
  );
  const rows = demo.tasks.flatMap((task) => {
    const owner = owners.get(task.owner.toLowerCase());
    if (!owner) return [];
    return [
      {
        organizationId: org.id,
        offerId: offer.id,
        team: task.team,
        title: task.title,
        ownerId: owner.id,
        dueDate: inDays(seeded.today, task.dueInDays),
        completedAt: task.done ? daysAgo(seeded.today, 1) : null,
        completedBy: task.done ? owner.id : null,
      },
    ];
  });
  if (rows.length) await tx.insert(onboardingTasks).values(rows);
}
