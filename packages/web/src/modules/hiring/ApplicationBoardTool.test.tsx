import { DEFAULT_HIRING_FLOW, ROLES, type RoleId } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { ApplicationBoardTool } from './ApplicationBoardTool';
import { APPLICATION, AT_INTERVIEW, dialogTitled, FLOW_ROUTE } from './applicationTestData';
import { API, installHiringApi, page, REQUEST } from './hiringTestData';

const OPEN = { ...REQUEST, status: 'open' as const, recruiter: { id: 41, name: 'Pooja Desai' } };
const REJECTED = {
  ...APPLICATION,
  id: 34,
  status: 'rejected' as const,
  candidate: { ...APPLICATION.candidate, id: 14, name: 'Vikram Singh' },
};

function openBoard(roles: RoleId[] = [ROLES.TAS_RECRUITMENT_MANAGER]) {
  const api = installHiringApi(
    {
      ...FLOW_ROUTE,
      [`GET ${API}/hiring-requests/`]: () => page([OPEN]),
      [`GET ${API}/hiring-requests/${OPEN.id}/`]: () => ({ body: OPEN }),
      [`GET ${API}/hiring-requests/${OPEN.id}/board/`]: () => ({
        body: {
          columns: DEFAULT_HIRING_FLOW.map((stage) => ({
            stage,
            count: stage.key === 'screening' ? 2 : stage.key === 'interview-1' ? 1 : 0,
            applications:
              stage.key === 'screening'
                ? [APPLICATION, REJECTED]
                : stage.key === 'interview-1'
                  ? [AT_INTERVIEW]
                  : [],
          })),
        },
      }),
      [`POST ${API}/applications/:id/transitions/`]: () => ({ body: APPLICATION }),
    },
    roles,
  );
  renderTool(ApplicationBoardTool, 'Candidate Application Tracker', { id: OPEN.id });
  return api;
}

describe('Candidate Application Tracker (board)', () => {
  it('shows a column per stage with its count and cards', async () => {
    openBoard();
    const stages = await screen.findByRole('list', { name: 'Stages' });
    const screening = await within(stages).findByRole('listitem', { name: 'Screening: 2' });
    expect(within(screening).getByText('Priya Sharma')).toBeTruthy();
    expect(within(screening).getByText('Rejected')).toBeTruthy();
    expect(within(stages).getByRole('listitem', { name: 'Technical interview: 1' })).toBeTruthy();
    expect(within(stages).getAllByText('No one at this stage.')).toHaveLength(4);
    expect(within(screening).queryByRole('button', { name: 'Move Vikram Singh to' })).toBeNull();
  });

  it('moves a card from its Move to menu: a later stage is a skip that asks for a reason', async () => {
    const { callsTo } = openBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Priya Sharma to' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'HR discussion (skip)' }));
    const dialog = await dialogTitled('Skip a stage');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip stage' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Internal referral' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip stage' }));
    await waitFor(() =>
      expect(callsTo('POST', `/applications/${APPLICATION.id}/transitions/`)).toHaveLength(1),
    );
    expect(callsTo('POST', `/applications/${APPLICATION.id}/transitions/`)[0]?.body).toEqual({
      action: 'skip',
      to_stage: 'hr',
      reason: 'Internal referral',
    });
  });

  it('offers no moves to one who may not make them', async () => {
    openBoard([ROLES.TAS_ANALYST]);
    expect(await screen.findByText('Priya Sharma')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move .* to$/ })).toBeNull();
  });
});
