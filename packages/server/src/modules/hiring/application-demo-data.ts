import type { CandidateSource, Recommendation } from '@atrium/contracts';

/** A demo interview of an application's round: its slot in days from today, its panel and the scorecards given. */
export interface DemoInterview {
  stage: string;
  inDays: number;
  /** The slot's hour in UTC (05:00 is 10:30 in India). */
  hour: number;
  status: 'proposed' | 'accepted' | 'declined' | 'completed';
  panel: string[];
  declined?: string;
  feedback?: { by: string; ratings: number[]; recommendation: Recommendation; comments: string }[];
}

/**
 * A demo offer on an application at the offer stage: its CTC, the joining date in days from today, the candidate's
 * answer, the onboarding documents given and the checklist's tasks (owners by email; done or not).
 */
export interface DemoOffer {
  ctc: number;
  joiningInDays: number;
  status: 'offered' | 'accepted';
  pan?: string;
  aadhaar?: string;
  tasks?: { team: 'it' | 'admin'; title: string; owner: string; dueInDays: number; done?: boolean }[];
}

/** A demo application: the request by its place in the list, the candidate by email, where it stands and since when. */
export interface DemoApplication {
  request: number;
  candidate: string;
  /** The stages it went through, the first where it was added; the last is where it stands. */
  path: string[];
  status?: 'in-progress' | 'on-hold' | 'rejected' | 'joined';
  reason?: string;
  source?: CandidateSource;
  appliedDaysAgo: number;
  interviews?: DemoInterview[];
  offer?: DemoOffer;
}

const panelA = 'hiring-manager@acme.example';
const panelB = 'project-owner@acme.example';

/** Acme's applications: the open engineering request's pipeline at every stage, the held and closed ones' too. */
export const ACME_APPLICATIONS: DemoApplication[] = [
  { request: 0, candidate: 'imran.khan@example.com', path: ['screening'], appliedDaysAgo: 2 },
  {
    request: 0,
    candidate: 'rohan.gupta@example.com',
    path: ['screening'],
    appliedDaysAgo: 4,
    source: 'referral',
  },
  {
    request: 0,
    candidate: 'priya.sharma@example.com',
    path: ['screening', 'interview-1'],
    appliedDaysAgo: 20,
    interviews: [
      {
        stage: 'interview-1',
        inDays: 2,
        hour: 5,
        status: 'accepted',
        panel: [panelA, panelB],
      },
    ],
  },
  {
    request: 0,
    candidate: 'rahul.verma@example.com',
    path: ['screening', 'interview-1'],
    appliedDaysAgo: 12,
    interviews: [{ stage: 'interview-1', inDays: 4, hour: 8, status: 'proposed', panel: [panelA] }],
  },
  {
    request: 0,
    candidate: 'aditya.joshi@example.com',
    path: ['screening', 'interview-1'],
    appliedDaysAgo: 10,
    interviews: [
      {
        stage: 'interview-1',
        inDays: 1,
        hour: 9,
        status: 'declined',
        panel: [panelB],
        declined: 'Travelling that week; asked for the week after',
      },
    ],
  },
  {
    request: 0,
    candidate: 'ananya.iyer@example.com',
    path: ['screening', 'interview-1', 'interview-2'],
    appliedDaysAgo: 25,
    interviews: [
      {
        stage: 'interview-1',
        inDays: -6,
        hour: 5,
        status: 'completed',
        panel: [panelA, panelB],
        feedback: [
          {
            by: panelA,
            ratings: [5, 4, 4, 4, 5],
            recommendation: 'strong-hire',
            comments: 'Designed the component tree cleanly and reasoned well about rendering costs.',
          },
          {
            by: panelB,
            ratings: [4, 4, 5, 4, 4],
            recommendation: 'hire',
            comments: 'Communicates trade-offs clearly; would like to see more on testing strategy.',
          },
        ],
      },
      { stage: 'interview-2', inDays: -1, hour: 6, status: 'accepted', panel: [panelA] },
    ],
  },
  {
    request: 0,
    candidate: 'kavya.reddy@example.com',
    path: ['screening', 'interview-1', 'interview-2', 'hr'],
    appliedDaysAgo: 26,
    interviews: [
      {
        stage: 'interview-1',
        inDays: -14,
        hour: 5,
        status: 'completed',
        panel: [panelB],
        feedback: [
          {
            by: panelB,
            ratings: [4, 5, 4, 5, 4],
            recommendation: 'hire',
            comments: 'Strong on Node.js internals and API design.',
          },
        ],
      },
      {
        stage: 'interview-2',
        inDays: -8,
        hour: 7,
        status: 'completed',
        panel: [panelA],
        feedback: [
          {
            by: panelA,
            ratings: [4, 4, 5, 5, 5],
            recommendation: 'strong-hire',
            comments: 'Owns outcomes; good fit for the platform team.',
          },
        ],
      },
    ],
  },
  {
    request: 0,
    candidate: 'neha.kapoor@example.com',
    path: ['screening'],
    status: 'on-hold',
    reason: 'Waiting for her notice period to be confirmed',
    appliedDaysAgo: 9,
  },
  {
    request: 0,
    candidate: 'vikram.singh@example.com',
    path: ['screening', 'interview-1'],
    status: 'rejected',
    reason: 'Not enough React experience for a senior role',
    appliedDaysAgo: 18,
    interviews: [
      {
        stage: 'interview-1',
        inDays: -9,
        hour: 5,
        status: 'completed',
        panel: [panelA],
        feedback: [
          {
            by: panelA,
            ratings: [2, 3, 3, 3, 3],
            recommendation: 'no-hire',
            comments: 'Struggled with state management questions.',
          },
        ],
      },
    ],
  },
  // At the offer stage, waiting for an offer.
  {
    request: 0,
    candidate: 'priya.s.sharma@example.net',
    path: ['screening', 'interview-1', 'interview-2', 'hr', 'offer'],
    appliedDaysAgo: 30,
  },
  // Accepted an offer: being onboarded, the PAN given, IT's laptop ready and admin's access card due.
  {
    request: 0,
    candidate: 'siddharth.rao@example.com',
    path: ['screening', 'interview-1', 'interview-2', 'hr', 'offer'],
    appliedDaysAgo: 40,
    source: 'referral',
    offer: {
      ctc: 1_650_000,
      joiningInDays: 12,
      status: 'accepted',
      pan: 'AHTPR4821K',
      tasks: [
        {
          team: 'it',
          title: 'Laptop and email account',
          owner: 'onboarding-manager@acme.example',
          dueInDays: 10,
          done: true,
        },
        { team: 'admin', title: 'Access card and desk', owner: 'admin@acme.example', dueInDays: 11 },
      ],
    },
  },
  { request: 2, candidate: 'sneha.patil@example.com', path: ['screening'], appliedDaysAgo: 35 },
  {
    request: 3,
    candidate: 'meera.pillai@example.com',
    path: ['screening', 'interview-1', 'interview-2', 'hr', 'offer', 'joined'],
    status: 'joined',
    appliedDaysAgo: 60,
  },
  {
    request: 3,
    candidate: 'siddharth.rao@example.com',
    path: ['screening', 'interview-1'],
    status: 'rejected',
    reason: 'Position filled',
    appliedDaysAgo: 50,
  },
];

const zensoftPanel = 'ceo@zensoft.example';

/** Zensoft's applications to its open request. */
export const ZENSOFT_APPLICATIONS: DemoApplication[] = [
  {
    request: 0,
    candidate: 'kenji.sato@example.com',
    path: ['screening', 'interview-1'],
    appliedDaysAgo: 8,
    interviews: [{ stage: 'interview-1', inDays: 3, hour: 6, status: 'accepted', panel: [zensoftPanel] }],
  },
  { request: 0, candidate: 'lakshmi.r@example.org', path: ['screening'], appliedDaysAgo: 3 },
  // Accepted an offer, joining next month: the onboarding list and its tiles have someone.
  {
    request: 0,
    candidate: 'lakshmi.rao@example.com',
    path: ['screening', 'interview-1', 'interview-2', 'hr', 'offer'],
    appliedDaysAgo: 25,
    offer: {
      ctc: 950_000,
      joiningInDays: 30,
      status: 'accepted',
      tasks: [{ team: 'it', title: 'Laptop and email account', owner: zensoftPanel, dueInDays: 28 }],
    },
  },
];
