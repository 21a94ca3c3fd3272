import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmployeeStatusBadge } from './EmployeeStatusBadge';

describe('employee status badge', () => {
  it.each([
    ['exit', 'EXITED', 'error'],
    ['exited', 'EXITED', undefined],
    ['in-notice', 'ON NOTICE', 'warning'],
    ['suspension', 'SUSPENDED', 'error'],
    ['contractor', 'CONTRACTOR', 'purple'],
  ])('shows %s as %s', (status, label, color) => {
    render(<EmployeeStatusBadge status={status} />);
    const tag = screen.getByText(label);
    if (color) expect(tag.className).toContain(`ant-tag-${color}`);
    else expect(tag.className).not.toMatch(/ant-tag-(error|warning|purple)/);
  });

  it('shows nothing for an active employee', () => {
    const { container } = render(<EmployeeStatusBadge status="active" />);
    expect(container.textContent).toBe('');
  });
});
