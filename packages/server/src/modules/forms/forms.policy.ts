import type { FormVersionStatus } from '@atrium/contracts';

/** A form's versions by status, as the versioning rules look at them. */
export interface FormVersions {
  draft: boolean;
  active: boolean;
}

/** Saving a form: its draft is changed in place; without one (active or retired) a new draft version starts. */
export const savesAs = (versions: FormVersions): 'edit-draft' | 'new-draft' =>
  versions.draft ? 'edit-draft' : 'new-draft';

/** What publishing asks first: a draft, with at least one question; null when it may be published. */
export function publishRefusal(draft: { fields: readonly unknown[] } | null): string | null {
  if (!draft) return 'form_no_draft';
  if (draft.fields.length === 0) return 'form_has_no_fields';
  return null;
}

/** Retiring takes the form's active version out of use; a form with none has nothing to retire. */
export const retireRefusal = (versions: FormVersions): string | null =>
  versions.active ? null : 'form_not_active';

/**
 * Answers are accepted on the version they were given on only while it is the purpose's active one: an answer on
 * a draft, or on a version retired since the form was opened, is refused.
 */
export function answerRefusal(
  version: { purpose: string; status: FormVersionStatus } | null,
  purpose: string,
  answered: boolean,
): string | null {
  if (answered) return 'form_already_answered';
  if (!version || version.purpose !== purpose || version.status === 'draft') return 'form_not_published';
  if (version.status === 'retired') return 'form_version_changed';
  return null;
}
