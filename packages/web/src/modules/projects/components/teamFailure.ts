import { DISCREPANCY_FIELDS, DISCREPANCY_MESSAGES, isDiscrepancyRule } from '@atrium/contracts';
import { isApiError } from '../../../platform/apiClient';
import { type FormFieldErrors, formFieldErrors, messageForError } from '../../../platform/errorMessages';

const MODULE = 'projects';

/** The discrepancy rules a refused team change names, none for any other refusal. */
const namedRules = (error: unknown) =>
  ((isApiError(error) && error.body.codes?.discrepancies) || []).filter(isDiscrepancyRule);

/** The code's message, then the causes it does not say itself, each once. */
function withCauses(error: unknown, causes: readonly string[]) {
  const message = messageForError(error, MODULE);
  const rest = [...new Set(causes)].filter((cause) => cause !== message);
  return rest.length ? `${message}: ${rest.join('; ')}` : message;
}

/** A refused team change where no form shows it: the code's message, then each discrepancy the server names. */
export const teamFailure = (error: unknown) =>
  withCauses(
    error,
    namedRules(error).map((rule) => DISCREPANCY_MESSAGES[rule]),
  );

/**
 * A refused team change, placed in its form: each discrepancy the server names goes under the field it is about
 * (a date rule under its date), and the code's message above the buttons with the causes no field shows.
 */
export function teamFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
): FormFieldErrors<F> {
  const rules = namedRules(error);
  if (!rules.length) {
    const placed = formFieldErrors(error, MODULE, formFields);
    return {
      fields: placed.fields,
      unplaced: placed.unplaced ?? (placed.fields.length ? null : messageForError(error, MODULE)),
    };
  }
  const fields: FormFieldErrors<F>['fields'] = [];
  const rest: string[] = [];
  for (const rule of rules) {
    const text = DISCREPANCY_MESSAGES[rule];
    const name = formFields.find((field) => field === DISCREPANCY_FIELDS[rule]);
    const placed = fields.find((entry) => entry.name === name);
    if (placed) placed.errors.push(text);
    else if (name) fields.push({ name, errors: [text] });
    else rest.push(text);
  }
  return { fields, unplaced: withCauses(error, rest) };
}
