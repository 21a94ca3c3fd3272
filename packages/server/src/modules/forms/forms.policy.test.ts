import type { FormVersionStatus } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { answerRefusal, publishRefusal, retireRefusal, savesAs } from './forms.policy';

describe('saving a form', () => {
  it.each([
    ['a draft: changed in place', { draft: true, active: false }, 'edit-draft'],
    ['an active form with a draft: the draft', { draft: true, active: true }, 'edit-draft'],
    ['an active form: a new draft version', { draft: false, active: true }, 'new-draft'],
    ['a retired form: a new draft version', { draft: false, active: false }, 'new-draft'],
  ] as const)('%s', (_what, versions, saved) => {
    expect(savesAs(versions)).toBe(saved);
  });
});

describe('publishing and retiring', () => {
  it.each([
    ['no draft', null, 'form_no_draft'],
    ['a draft without questions', { fields: [] }, 'form_has_no_fields'],
    ['a draft with a question', { fields: [{}] }, null],
  ])('publishing %s', (_what, draft, refusal) => {
    expect(publishRefusal(draft)).toBe(refusal);
  });

  it.each([
    ['an active form', { draft: false, active: true }, null],
    ['a draft only', { draft: true, active: false }, 'form_not_active'],
  ])('retiring %s', (_what, versions, refusal) => {
    expect(retireRefusal(versions)).toBe(refusal);
  });
});

describe('answering a version', () => {
  it.each<[string, { purpose: string; status: FormVersionStatus } | null, boolean, string | null]>([
    ['the active version', { purpose: 'exit_interview', status: 'active' }, false, null],
    [
      'a record already answered',
      { purpose: 'exit_interview', status: 'active' },
      true,
      'form_already_answered',
    ],
    ['a draft', { purpose: 'exit_interview', status: 'draft' }, false, 'form_not_published'],
    ['another purpose’s form', { purpose: 'onboarding_step', status: 'active' }, false, 'form_not_published'],
    ['no such version', null, false, 'form_not_published'],
    [
      'a version retired since',
      { purpose: 'exit_interview', status: 'retired' },
      false,
      'form_version_changed',
    ],
  ])('%s', (_what, version, answered, refusal) => {
    expect(answerRefusal(version, 'exit_interview', answered)).toBe(refusal);
  });
});
