import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ContactCard, ContactCardRow } from './ContactCardRow';

const CONTACT: ContactCard = {
  client_contact_id: 3,
  salutation: 'Dr.',
  first_name: 'Alan',
  last_name: 'Turing',
  position: 'Head of Engineering',
  mobile: '+91 98450 12345',
  email: 'alan@client.example',
  note: 'Prefers calls after 4 PM',
  can_resource_access: true,
};

describe('contact card row', () => {
  it('shows the contact with salutation, how to reach them, the note and resource access', () => {
    render(<ContactCardRow contact={CONTACT} />);
    const row = screen.getByRole('article', { name: 'Dr. Alan Turing' });
    expect(within(row).getByText('Head of Engineering')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /\+91 98450 12345/ })
        .getAttribute('href'),
    ).toBe('tel:+91 98450 12345');
    expect(
      within(row)
        .getByRole('link', { name: /alan@client\.example/ })
        .getAttribute('href'),
    ).toBe('mailto:alan@client.example');
    expect(within(row).getByText('Prefers calls after 4 PM')).toBeTruthy();
    expect(within(row).getByText('Can access resources')).toBeTruthy();
  });

  it('falls back to additional notes and leaves out what is missing', () => {
    const contact = {
      ...CONTACT,
      salutation: null,
      mobile: null,
      note: null,
      additional_notes: 'Met at the kickoff',
      can_resource_access: false,
    };
    render(<ContactCardRow contact={contact} />);
    const row = screen.getByRole('article', { name: 'Alan Turing' });
    expect(within(row).getByText('Met at the kickoff')).toBeTruthy();
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(within(row).queryByText('Can access resources')).toBeNull();
  });
});
