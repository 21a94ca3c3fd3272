import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { SectionHeader } from './SectionHeader';

describe('section header', () => {
  it('is a heading with its actions', () => {
    render(<SectionHeader title="Documents" level={3} extra={<Button>Upload</Button>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });
});
