import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PersonBlock } from './PersonBlock';

const ADA = { first_name: 'ada', last_name: 'lovelace', designation: 'Principal Engineer', status: 'active' };

function renderBlock(props: Partial<ComponentProps<typeof PersonBlock>> = {}) {
  return render(
    <MemoryRouter>
      <PersonBlock person={ADA} viewerUserType="employee" profilePath="/people/42" {...props} />
    </MemoryRouter>,
  );
}

describe('person block', () => {
  it('links the name for an employee and stars the project owner', () => {
    renderBlock({ isProjectOwner: true });
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/people/42');
    expect(screen.getByRole('img', { name: 'Project owner' })).toBeTruthy();
    expect(screen.getByText('Principal Engineer')).toBeTruthy();
  });

  it('shows a plain name to a contractor and no star for others', () => {
    renderBlock({ viewerUserType: 'contractor' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Project owner' })).toBeNull();
  });

  it.each([
    [{ ...ADA, is_contractor: true }, 'CONTRACTOR'],
    [{ ...ADA, status: 'exit' }, 'EXITED'],
    [{ ...ADA, status: 'in-notice' }, null],
  ])('shows the status of %j as %s', (person, label) => {
    renderBlock({ person });
    expect(screen.queryByText(/CONTRACTOR|EXITED|ON NOTICE/)?.textContent ?? null).toBe(label);
  });
});
