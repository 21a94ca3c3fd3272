import { describe, expect, it } from 'vitest';
import { isToolIdentifier, TOOLS, toolTitle } from './tool-registry';

const SPEC_PATHS =
  `/org, /details-viewer, /employee-viewer, /employee-list, /employee-form, /hiring-request-list, /hiring-request-form, /hiring-request-detail, /hiring-request-details, /service-request-list, /service-request-form, /service-request-details, /client-list, /client-form, /client-detail, /opportunity-form, /opportunity-details, /opportunity-list, /opportunity-detail, /opportunity-progression, /opportunity-stats, /resource-request-list, /resource-request-form, /resource-request-detail, /onboarding-candidate-list, /contact-form, /contact-manager, /user-profile-viewer, /candidate-application-tracker, /candidate-application-tracker-2, /messenger, /interviews-feedback, /help, /project-list, /project-expense-recorder, /project-overview, /project-settings, /project-form, /project-details, /project-view, /project-financial-records, /project-financial-forms, /project-financial-record-details, /service-desk-stats, /aam, /team-manager, /timesheet, /bulk-timesheets, /tas-stats, /leave-request-list, /leave-request-form, /leave-request-details, /team-leaves, /my-leaves, /integrations, /lms-settings, /sales-target-viewer, /target-setting-form, /candidate-list, /candidate-viewer, /candidate-profile-viewer, /salary-viewer, /resource-list, /rmg-stats, /rmg-overview, /widgets, /net-margins-table, /leakage-loss-table, /sales-opportunity-document-manager, /resource-allocation, /sales-clients-drill-down, /approvals-list, /approval-details, /financial-dashboard, /audit-log, /drill-down-views, /leaves-drilldown, /salary-discrepancies, /attrition-drilldown, /vendor-list, /vendor-form, /vendor-details, /contract-details, /contractor-list, /contractor-form, /contractor-details, /invoice-settings, /employee-clearance-list, /general-reports, /template-module-list, /module-specific-template-list, /template-details, /template-form, /past-feedback-viewer, /event-tool, /file-viewer, /invoices-collections-dashboard, /follow-ups, /all-follow-ups, /milestone, /fixed-bid-numbers, /generic-importer, /org-hierarchy, /resource-forecasting-dashboard, /reports, /access-tokens, /form-builder, /analytics-dashboard, /additional-auth, /uploads, /explore-workspace, /widget-drilldowns, /department-viewer, /sub-department-viewer, /import-export`.split(
    ', ',
  );

/** Spec 2.6 "Tool screen titles", each family ('Employee List/Form') spelled out one title per member. */
const SPEC_TITLES = [
  'Setup',
  'Profile Viewer',
  'Employee List',
  'Employee Form',
  'Hiring Request List',
  'Hiring Request Form',
  'Hiring Request Detail',
  'Service Request List',
  'Service Request Form',
  'Service Request Detail',
  'Client List',
  'Client Form',
  'Client Details',
  'Opportunity Form',
  'Opportunity Details',
  'Opportunity List',
  'Opportunity Overview',
  'Opportunity Statistics',
  'Resource Requests',
  'Onboarding Candidate List',
  'Contact Form',
  'Contact Manager',
  'Candidate Application Tracker',
  'Messages',
  'Interview Candidate List',
  'Help Center',
  'Project List',
  'Expenses and Receipts',
  'Numbers',
  'Settings',
  'Create',
  'Overview',
  'Finances',
  'Finance Dashboard',
  'Financial Form',
  'Record Details',
  'Service Desk Statistics',
  'Tasks',
  'Team Manager',
  'Timesheets',
  'Talent Acquisition Statistics',
  'Leave Requests',
  'Leave Request',
  'Leave Details',
  'Team Leaves',
  'Leave Profile',
  'Leave Management Admin',
  'Integrations',
  'Sales Target Viewer',
  'Target Setting',
  'Candidate Pool',
  'Candidate Profile Viewer',
  'Salary Management',
  'RMG Pool',
  'Statistics',
  'Widgets',
  'Projects Net Margins',
  'Projects Revenue Leakages and Losses',
  'Opportunity Document Manager',
  'Resource & Billing',
  'Client Drill Down',
  'Verifications',
  'Verification',
  'Resource Management Overview',
  'Audit Log',
  'Leaves Drilldown',
  'Missing Salaries',
  'Attrition Rate Drilldown',
  'Vendor List',
  'Vendor Form',
  'Vendor Details',
  'Contract Details',
  'Contractor Listing',
  'Contractor Form',
  'Contractor Profile',
  'Invoice Settings',
  'Pending Clearance',
  'Reports',
  'Generic Importer',
  'Module List',
  'Template List',
  'Template Details',
  'Template Form',
  'Past Feedback Viewer',
  'File Viewer',
  'Invoices & Collections Dashboard',
  'Follow Ups',
  'Milestone',
  'Fixed Bid Numbers',
  'Organisation Hierarchy',
  'Resource Requirement Forecasting',
  'Access Tokens',
  'Form Builder',
  'Analytics',
  'System Authentication',
  'Uploads',
  'Explore Workspaces',
  'Widget Drilldown',
  'Department Viewer',
  'Sub Department Viewer',
  'Imports',
];

describe('the tool registry', () => {
  it('holds every tool route path of the spec exactly once', () => {
    const paths = TOOLS.map((tool) => tool.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('names each tool by its path without the slash', () => {
    for (const tool of TOOLS) expect(tool.path).toBe(`/${tool.identifier}`);
  });

  it('titles every tool with a spec title, except the event tool the spec gives none', () => {
    const untitled = TOOLS.filter((tool) => !SPEC_TITLES.includes(tool.title));
    expect(untitled).toEqual([{ identifier: 'event-tool', path: '/event-tool', title: 'Events' }]);
  });

  it('uses every spec title for some tool', () => {
    const used = new Set(TOOLS.map((tool) => tool.title));
    expect(SPEC_TITLES.filter((title) => !used.has(title))).toEqual([]);
  });

  it.each([
    ['org', 'Setup'],
    ['widgets', 'Widgets'],
    ['aam', 'Tasks'],
    ['messenger', 'Messages'],
    ['interviews-feedback', 'Interview Candidate List'],
    ['help', 'Help Center'],
    ['additional-auth', 'System Authentication'],
    ['import-export', 'Imports'],
    ['generic-importer', 'Generic Importer'],
    ['uploads', 'Uploads'],
    ['explore-workspace', 'Explore Workspaces'],
    ['audit-log', 'Audit Log'],
    ['employee-list', 'Employee List'],
    ['employee-form', 'Employee Form'],
    ['bulk-timesheets', 'Timesheets'],
  ] as const)('titles %s "%s"', (identifier, title) => {
    expect(toolTitle(identifier)).toBe(title);
  });

  it.each([
    ['employee-list', true],
    ['widgets', true],
    ['/employee-list', false],
    ['Employee-List', false],
    ['toString', false],
    ['', false],
  ])('knows whether %j is a tool: %s', (identifier, expected) => {
    expect(isToolIdentifier(identifier)).toBe(expected);
  });
});
