import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBubbles } from './LoadingBubbles';

describe('loading bubbles', () => {
  it('is a status named after what loads, with three dots', () => {
    render(<LoadingBubbles label="Loading profile" />);
    const status = screen.getByRole('status', { name: 'Loading profile' });
    expect(status.querySelectorAll('.atrium-loading-bubble')).toHaveLength(3);
  });
});
