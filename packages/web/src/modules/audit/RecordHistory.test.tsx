import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderInApp } from '../../test/renderInApp';
import { RecordHistory } from './RecordHistory';

const EVENTS_PATH = `/api/${ORG.id}/audit/events/`;

describe('a record’s history', () => {
  it('opens the audit trail of that record for an audit manager', async () => {
    const { calls } = installFakeApi({
      [`GET ${EVENTS_PATH}`]: () => ({
        body: {
          count: 1,
          results: [
            {
              id: 5,
              created: '2026-04-06T09:05:00',
              audit_message: 'Grace Hopper: update (user #11)',
              action: 'user.update',
              entity_type: 'user',
              entity_id: '11',
              actor: { id: 11, name: 'Grace Hopper' },
            },
          ],
        },
      }),
    });
    renderInApp(<RecordHistory viewer={CEO} entityType="user" entityId={11} title="Grace Hopper" />);
    fireEvent.click(screen.getByRole('button', { name: /History/ }));
    expect(await screen.findByText('Grace Hopper: update (user #11)')).toBeTruthy();
    expect(screen.getByText('History of Grace Hopper')).toBeTruthy();
    const query = calls.find((call) => call.path === EVENTS_PATH)?.query;
    expect([query?.get('entity_type'), query?.get('entity_id')]).toEqual(['user', '11']);
  });

  it('is not offered to someone who may not read the audit trail', () => {
    installFakeApi({});
    const employee = { ...CEO, roles: ['org:employee'] } as typeof CEO;
    renderInApp(<RecordHistory viewer={employee} entityType="user" entityId={11} title="Grace Hopper" />);
    expect(screen.queryByRole('button', { name: /History/ })).toBeNull();
  });
});
