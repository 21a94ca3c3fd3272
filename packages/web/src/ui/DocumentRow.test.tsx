import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/renderInApp';
import { type DocumentRecord, DocumentRow } from './DocumentRow';

const PROPOSAL: DocumentRecord = {
  id: 5,
  title: 'Proposal v2',
  file: 'https://files.example/proposal-v2.pdf',
  extension: 'pdf',
  created: '2024-04-05T10:30:00',
  creator: 11,
  stage_title: 'Discovery',
  context_type: 'project:opportunity-stage-content',
};

function renderRow(props: Partial<ComponentProps<typeof DocumentRow>> = {}) {
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn(async () => {}) };
  renderInApp(
    <DocumentRow
      document={PROPOSAL}
      currentUserId={11}
      creatorName="Grace Hopper"
      isActionEnabled
      canEdit
      canDelete
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, row: screen.getByRole('article', { name: 'Proposal v2' }) };
}

describe('document row', () => {
  it('shows title, extension, you as creator, the date and the stage', () => {
    const { row, onEdit } = renderRow();
    expect(within(row).getByRole('link', { name: 'Proposal v2' }).getAttribute('href')).toBe(PROPOSAL.file);
    expect(within(row).getByText('pdf')).toBeTruthy();
    expect(row.textContent).toContain('by you · 05-Apr-2024 · Stage: Discovery');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Proposal v2' }));
    expect(onEdit).toHaveBeenCalledWith(PROPOSAL);
  });

  it.each([
    ['checklist:task', 'by Grace Hopper · 05-Apr-2024 · Stage checklist item: Discovery'],
    ['project:opportunity', 'by Grace Hopper · 05-Apr-2024 · Opportunity'],
  ])('names the context %s', (contextType, text) => {
    const { row } = renderRow({ document: { ...PROPOSAL, context_type: contextType }, currentUserId: 99 });
    expect(row.textContent).toContain(text);
  });

  it.each([
    [{ isActionEnabled: false }, []],
    [{ canEdit: false }, ['Delete Proposal v2']],
    [{ canDelete: false }, ['Edit Proposal v2']],
  ])('with %j shows the buttons %j', (props, buttons) => {
    const { row } = renderRow(props);
    expect(
      within(row)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(buttons);
  });

  it('deletes only after confirmation', async () => {
    const { row, onDelete } = renderRow();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Proposal v2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(within(dialog).getByText('Are you sure you want to delete Proposal v2?')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledWith(PROPOSAL));
  });
});
