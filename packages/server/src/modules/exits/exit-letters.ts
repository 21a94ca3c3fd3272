import { type Exit, type ExitLetterKind, formatDisplayDate, parseApiDate } from '@atrium/contracts';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/** The letter templates; `{{name}}` placeholders are filled from the exit. */
const TEMPLATES: Record<ExitLetterKind, { title: string; body: string[] }> = {
  relieving: {
    title: 'Relieving Letter',
    body: [
      'Dear {{employee_name}},',
      'This is to confirm that you are relieved from the services of {{organization_name}} at the close of business on {{last_working_day}}.',
      'Employee code: {{employee_code}}. Designation: {{designation}}. Date of joining: {{date_of_joining}}. Last working day: {{last_working_day}}.',
      'Your exit clearance and full-and-final settlement are complete. We thank you for your contribution and wish you success in the future.',
    ],
  },
  experience: {
    title: 'Experience Letter',
    body: [
      'To whom it may concern,',
      'This is to certify that {{employee_name}} (employee code {{employee_code}}) worked with {{organization_name}} as {{designation}} from {{date_of_joining}} to {{last_working_day}}.',
      'We wish {{employee_name}} all the best in future endeavours.',
    ],
  },
};

const displayDay = (value: string | null) => {
  const date = value ? parseApiDate(value) : null;
  return date ? formatDisplayDate(date) : '-';
};

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

export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The standard fonts encode Windows-1252 only; anything else is shown as '?' rather than failing. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 letter on the organisation's behalf. */
export async function renderExitLetter(
  kind: ExitLetterKind,
  organizationName: string,
  exit: Exit,
  issuedOn = new Date(),
): Promise<Uint8Array> {
  const values = letterValues(organizationName, exit, issuedOn);
  const template = TEMPLATES[kind];
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${template.title} - ${exit.employee.name}`));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 64;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const write = (text: string, font: PDFFont, size: number, gapAfter: number) => {
    for (const line of wrap(printable(text), font, size, width)) {
      page.drawText(line, { x: margin, y, size, font });
      y -= size * 1.5;
    }
    y -= gapAfter;
  };
  write(organizationName, bold, 16, 4);
  write(`Date: ${values.issued_on}`, regular, 10, 24);
  write(template.title, bold, 14, 16);
  for (const paragraph of template.body) write(fillTemplate(paragraph, values), regular, 11, 10);
  y -= 24;
  write(`For ${organizationName}`, regular, 11, 2);
  write('Authorised signatory', regular, 11, 0);
  return pdf.save();
}
