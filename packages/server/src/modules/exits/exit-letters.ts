import {
  type Exit,
  type ExitLetterKind,
  formatDisplayDate,
  parseApiDate,
  type TemplateKind,
} from '@atrium/contracts';
import type { Queryable } from '../../platform/db/client';
import { renderTemplateDocument } from '../templates';

const TEMPLATE_OF: Record<ExitLetterKind, { kind: TemplateKind; title: string }> = {
  relieving: { kind: 'relieving_letter', title: 'Relieving Letter' },
  experience: { kind: 'experience_letter', title: 'Experience Letter' },
};

const displayDay = (value: string | null) => {
  const date = value ? parseApiDate(value) : null;
  return date ? formatDisplayDate(date) : '-';
};

/** The values an exit's letters and emails fill in (the variables of the exits' template kinds). */
export function letterValues(organizationName: string, exit: Exit, issuedOn: Date): Record<string, string> {
  return {
    organization_name: organizationName,
    employee_name: exit.employee.name,
    employee_code: exit.employee.code,
    designation: exit.employee.designation ?? '-',
    date_of_joining: displayDay(exit.employee.date_of_joining),
    last_working_day: displayDay(exit.last_working_day),
    issued_on: formatDisplayDate(issuedOn),
  };
}

/** The letter, from the organisation's default template of its kind, on the organisation's letterhead. */
export function renderExitLetter(
  db: Queryable,
  organization: { id: number; name: string },
  kind: ExitLetterKind,
  exit: Exit,
  issuedOn = new Date(),
): Promise<Uint8Array> {
  const { kind: templateKind, title } = TEMPLATE_OF[kind];
  return renderTemplateDocument(
    db,
    organization.id,
    templateKind,
    letterValues(organization.name, exit, issuedOn),
    {
      letterhead: organization.name,
      title: `${title} - ${exit.employee.name}`,
    },
  );
}
