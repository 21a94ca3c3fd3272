import type { Actor, PermissionProject } from '../roles/actor';
import { isFinanceExecutive, isProjectOwner } from '../roles/checks';
import { canSeeWidget } from '../roles/widgets';
import type { FinancialRecordErrorCode } from './financial-records.errors';

/** The dates a project's money may fall within: its start and end, where it has them. */
export interface ProjectWindow {
  start_date: string | null;
  end_date: string | null;
}

/** One broken date rule: the field that shows it and the refusal's code. */
export interface FinancialDateProblem<Field extends string = string> {
  field: Field;
  code: FinancialRecordErrorCode;
}

const outside = (window: ProjectWindow, date: string) =>
  Boolean((window.start_date && date < window.start_date) || (window.end_date && date > window.end_date));

export interface RevenueDates {
  revenue_date: string;
  receipt_date: string | null | undefined;
  expected_payment_date?: string | null;
}

/**
 * The date rules of a revenue entry (spec 5): its date falls within the project window; it has a receipt date;
 * neither the receipt nor the expected payment date is before the revenue date. Dates are YYYY-MM-DD.
 */
export function revenueDateProblems(
  dates: RevenueDates,
  window: ProjectWindow,
): FinancialDateProblem<'revenue_date' | 'receipt_date' | 'expected_payment_date'>[] {
  const problems: FinancialDateProblem<'revenue_date' | 'receipt_date' | 'expected_payment_date'>[] = [];
  if (outside(window, dates.revenue_date))
    problems.push({ field: 'revenue_date', code: 'revenue_outside_project' });
  if (!dates.receipt_date) problems.push({ field: 'receipt_date', code: 'receipt_date_required' });
  else if (dates.receipt_date < dates.revenue_date)
    problems.push({ field: 'receipt_date', code: 'receipt_before_revenue' });
  if (dates.expected_payment_date && dates.expected_payment_date < dates.revenue_date)
    problems.push({ field: 'expected_payment_date', code: 'payment_before_revenue' });
  return problems;
}

/** The date rule of a cost entry (spec 5): its date falls within the project window. */
export function costDateProblems(date: string, window: ProjectWindow): FinancialDateProblem<'date'>[] {
  return outside(window, date) ? [{ field: 'date', code: 'cost_outside_project' }] : [];
}

/**
 * Who sees a project's revenue and costs: finance, and the project's owner or delivery lead (the CEO passes every
 * check); spec 6 gives project money (net margin, revenue, invoices) to these roles only. Without a project it
 * answers whether the actor may see some project's finances, to show the tools.
 */
export const canSeeProjectFinances = (actor: Actor, project?: PermissionProject) =>
  isFinanceExecutive(actor) || isProjectOwner(actor, project);

/**
 * Who sees projects' margins, leakages and losses across projects: the roles of the net margin and revenue
 * leakage widgets (CEO, project owners, delivery leads, sub-department heads, spec 6) and finance. Each sees the
 * projects that are theirs: the CEO and finance all of them, owners and delivery leads the ones they own or lead,
 * a sub-department head those owned or led from their sub-department.
 */
export const canSeeProjectMargins = (actor: Actor) =>
  isFinanceExecutive(actor) || canSeeWidget(actor, 'net_margin');
