import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('status badge', () => {
  it.each([
    ['pending', 'processing'],
    ['closed', 'default'],
    ['approved', 'success'],
    ['on-hold', 'warning'],
    ['rejected', 'error'],
    ['something-new', 'processing'],
  ])('shows %s in the %s colour', (status, color) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(new RegExp(`^${status.replace('-', ' ')}$`, 'i')).className).toContain(
      `ant-tag-${color}`,
    );
  });

  it('reads a stored status as words, shown in capitals like the employee badges', () => {
    render(<StatusBadge status="on-hold" />);
    const badge = screen.getByText('On hold');
    expect(badge.style.textTransform).toBe('uppercase');
  });

  it('shows a given label', () => {
    render(<StatusBadge status="in-progress" label="In progress" />);
    expect(screen.getByText('In progress').className).toContain('ant-tag-processing');
  });
});
