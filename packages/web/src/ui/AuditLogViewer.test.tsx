import { EMPTY_STATE_TEXTS } from '@atrium/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditLogViewer } from './AuditLogViewer';

const EVENTS = [
  { id: 3, created: '2024-04-06T09:05:00', audit_message: 'Grace Hopper approved the timesheet' },
  { id: 2, created: '2024-04-05T18:40:00', audit_message: 'Grace Hopper submitted the timesheet' },
  { id: 1, created: '2024-04-05T08:15:00', audit_message: 'Ada Lovelace created the project' },
];

describe('audit log viewer', () => {
  it('groups events under a heading per day, with their times', () => {
    render(<AuditLogViewer events={EVENTS} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      '06-Apr-2024',
      '05-Apr-2024',
    ]);
    const fifth = screen.getByRole('region', { name: '05-Apr-2024' });
    expect(
      within(fifth)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['06:40 PMGrace Hopper submitted the timesheet', '08:15 AMAda Lovelace created the project']);
  });

  it('says so when there is nothing', () => {
    render(<AuditLogViewer events={[]} />);
    expect(screen.getByText(EMPTY_STATE_TEXTS.auditLog)).toBeTruthy();
  });
});
