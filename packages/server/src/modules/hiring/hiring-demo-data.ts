import type { CandidateSource, HiringRequestStatus } from '@atrium/contracts';
import { ZENSOFT_APPLICATIONS } from './application-demo-data';

/** A demo request: who raised it, its state, and how many days ago it was raised, approved and closed. */
export interface DemoHiringRequest {
  designation: string;
  department: string;
  positions: number;
  experience: [number, number];
  ctc: [number, number];
  skills: string[];
  specializations?: string[];
  locations: string[];
  targetInDays: number;
  status: HiringRequestStatus;
  published?: boolean;
  withRecruiter?: boolean;
  raisedDaysAgo: number;
  approvedDaysAgo?: number;
  closedDaysAgo?: number;
  reason?: string;
  resourceRequest?: string;
}

export const ACME_HIRING_REQUESTS: DemoHiringRequest[] = [
  {
    designation: 'Senior Software Engineer',
    department: 'Engineering',
    positions: 3,
    experience: [4, 8],
    ctc: [1_800_000, 2_800_000],
    skills: ['TypeScript', 'React', 'Node.js'],
    specializations: ['Frontend'],
    locations: ['Pune', 'Bengaluru'],
    targetInDays: 45,
    status: 'open',
    published: true,
    withRecruiter: true,
    raisedDaysAgo: 30,
    approvedDaysAgo: 27,
    resourceRequest: 'RR-0004',
  },
  {
    designation: 'Data Engineer',
    department: 'Engineering',
    positions: 2,
    experience: [2, 5],
    ctc: [1_200_000, 1_800_000],
    skills: ['Python', 'Spark', 'SQL'],
    specializations: ['Data pipelines'],
    locations: ['Bengaluru'],
    targetInDays: 60,
    status: 'pending',
    raisedDaysAgo: 3,
  },
  {
    designation: 'QA Engineer',
    department: 'Engineering',
    positions: 1,
    experience: [1, 3],
    ctc: [600_000, 900_000],
    skills: ['Playwright', 'Selenium'],
    locations: ['Pune'],
    targetInDays: 30,
    status: 'on-hold',
    withRecruiter: true,
    raisedDaysAgo: 40,
    approvedDaysAgo: 38,
    reason: 'The quarter’s budget is under review',
  },
  {
    designation: 'Business Analyst',
    department: 'Delivery',
    positions: 1,
    experience: [3, 6],
    ctc: [1_000_000, 1_500_000],
    skills: ['Requirements', 'SQL'],
    locations: ['Mumbai'],
    targetInDays: -10,
    status: 'closed',
    withRecruiter: true,
    raisedDaysAgo: 70,
    approvedDaysAgo: 66,
    closedDaysAgo: 24,
    reason: 'Filled: the offer was accepted',
  },
  {
    designation: 'Sales Manager',
    department: 'Sales',
    positions: 1,
    experience: [8, 12],
    ctc: [2_500_000, 3_500_000],
    skills: ['Enterprise sales'],
    locations: ['Delhi', 'Mumbai', 'Bengaluru'],
    targetInDays: 90,
    status: 'rejected',
    raisedDaysAgo: 12,
    reason: 'Covered by the existing team this year',
  },
];

export interface DemoCandidate {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  pan?: string;
  skills: string[];
  experience: number;
  company: string;
  designation: string;
  location: string;
  source: CandidateSource;
  blacklisted?: string;
}

const c = (
  name: string,
  email: string,
  phone: string,
  skills: string[],
  experience: number,
  company: string,
  designation: string,
  location: string,
  source: CandidateSource,
  extra: Partial<DemoCandidate> = {},
): DemoCandidate => {
  const [firstName = name, lastName = ''] = name.split(' ');
  return {
    firstName,
    lastName,
    email,
    phone,
    skills,
    experience,
    company,
    designation,
    location,
    source,
    ...extra,
  };
};

/**
 * Acme's candidate pool, fifteen people. The two Priya Sharmas look alike (name, skills, city) but are two people:
 * their email, phone and PAN differ, so entry lets both in.
 */
export const ACME_CANDIDATES: DemoCandidate[] = [
  c(
    'Priya Sharma',
    'priya.sharma@example.com',
    '9876500001',
    ['React', 'TypeScript'],
    5,
    'Infosys',
    'Senior Engineer',
    'Pune',
    'naukri',
    { pan: 'ABCPS1234F' },
  ),
  c(
    'Priya Sharma',
    'priya.s.sharma@example.net',
    '9876500011',
    ['React', 'JavaScript'],
    4.5,
    'Wipro',
    'Software Engineer',
    'Pune',
    'linkedin',
    { pan: 'BQRPS5678K' },
  ),
  c(
    'Rahul Verma',
    'rahul.verma@example.com',
    '9876500002',
    ['Node.js', 'TypeScript', 'PostgreSQL'],
    6,
    'TCS',
    'Technical Lead',
    'Bengaluru',
    'referral',
  ),
  c(
    'Ananya Iyer',
    'ananya.iyer@example.com',
    '9876500003',
    ['Python', 'Spark', 'SQL'],
    3,
    'Fractal',
    'Data Engineer',
    'Bengaluru',
    'linkedin',
  ),
  c(
    'Vikram Singh',
    'vikram.singh@example.com',
    '9876500004',
    ['Java', 'Spring'],
    8,
    'Accenture',
    'Architect',
    'Hyderabad',
    'agency',
  ),
  c(
    'Neha Kapoor',
    'neha.kapoor@example.com',
    '9876500005',
    ['Playwright', 'Selenium'],
    2,
    'Mindtree',
    'QA Engineer',
    'Pune',
    'naukri',
  ),
  c(
    'Arjun Nair',
    'arjun.nair@example.com',
    '9876500006',
    ['React', 'Redux'],
    1.5,
    'Freshworks',
    'Associate Engineer',
    'Chennai',
    'campus',
  ),
  c(
    'Sneha Patil',
    'sneha.patil@example.com',
    '9876500007',
    ['Requirements', 'SQL'],
    4,
    'Capgemini',
    'Business Analyst',
    'Mumbai',
    'job-portal',
  ),
  c(
    'Rohan Gupta',
    'rohan.gupta@example.com',
    '9876500008',
    ['Go', 'Kubernetes'],
    7,
    'Flipkart',
    'Senior Engineer',
    'Bengaluru',
    'referral',
  ),
  c(
    'Kavya Reddy',
    'kavya.reddy@example.com',
    '9876500009',
    ['Python', 'Airflow'],
    2.5,
    'Mu Sigma',
    'Analyst',
    'Hyderabad',
    'website',
  ),
  c(
    'Aditya Joshi',
    'aditya.joshi@example.com',
    '9876500010',
    ['TypeScript', 'Angular'],
    5.5,
    'HCL',
    'Senior Engineer',
    'Noida',
    'naukri',
  ),
  c(
    'Meera Pillai',
    'meera.pillai@example.com',
    '9876500012',
    ['Enterprise sales'],
    9,
    'Oracle',
    'Sales Manager',
    'Delhi',
    'agency',
  ),
  c(
    'Siddharth Rao',
    'siddharth.rao@example.com',
    '9876500013',
    ['Node.js', 'AWS'],
    3.5,
    'Zoho',
    'Software Engineer',
    'Chennai',
    'walk-in',
  ),
  c(
    'Tanvi Shah',
    'tanvi.shah@example.com',
    '9876500014',
    ['Selenium', 'Java'],
    3,
    'Persistent',
    'QA Engineer',
    'Pune',
    'job-portal',
    {
      blacklisted: 'Did not join after accepting two offers',
    },
  ),
  c(
    'Imran Khan',
    'imran.khan@example.com',
    '9876500015',
    ['React', 'Node.js'],
    2,
    'Startup',
    'Full-stack Engineer',
    'Bengaluru',
    'other',
  ),
];

const zensoft = 'ceo@zensoft.example';

/** Zensoft's hiring: its CEO raises and decides two requests and keeps a small pool. */
export const ZENSOFT_HIRING = {
  hiringManager: zensoft,
  recruitmentManager: zensoft,
  recruiter: zensoft,
  requests: [
    {
      designation: 'Software Engineer',
      department: 'Engineering',
      positions: 2,
      experience: [1, 4],
      ctc: [700_000, 1_200_000],
      skills: ['Flutter', 'Dart'],
      locations: ['Bengaluru'],
      targetInDays: 40,
      status: 'open',
      published: true,
      raisedDaysAgo: 14,
      approvedDaysAgo: 13,
    },
    {
      designation: 'Software Engineer',
      department: 'Engineering',
      positions: 1,
      experience: [5, 9],
      ctc: [1_800_000, 2_400_000],
      skills: ['Go', 'PostgreSQL'],
      locations: ['Remote'],
      targetInDays: 75,
      status: 'pending',
      raisedDaysAgo: 2,
    },
  ] satisfies DemoHiringRequest[],
  candidates: [
    c(
      'Kenji Sato',
      'kenji.sato@example.com',
      '9123400001',
      ['Flutter', 'Dart'],
      3,
      'Rakuten',
      'Mobile Engineer',
      'Bengaluru',
      'linkedin',
    ),
    c(
      'Lakshmi Rao',
      'lakshmi.rao@example.com',
      '9123400002',
      ['Go', 'PostgreSQL'],
      6,
      'Swiggy',
      'Backend Engineer',
      'Bengaluru',
      'referral',
    ),
    c(
      'Lakshmi Rao',
      'lakshmi.r@example.org',
      '9123400012',
      ['Go'],
      5,
      'Ola',
      'Backend Engineer',
      'Bengaluru',
      'naukri',
    ),
  ] satisfies DemoCandidate[],
  applications: ZENSOFT_APPLICATIONS,
};
