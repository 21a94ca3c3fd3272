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
    expect(screen.getByText(status).className).toContain(`ant-tag-${color}`);
  });

  it('shows a given label', () => {
    render(<StatusBadge status="in-progress" label="In progress" />);
    expect(screen.getByText('In progress').className).toContain('ant-tag-processing');
  });
});
