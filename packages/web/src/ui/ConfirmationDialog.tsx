import { lazy, type ReactNode, Suspense } from 'react';

export { DISPLAY_DATE_PICKER_FORMAT } from './displayDateFormat';

export interface ConfirmationField {
  label: string;
  isRequired?: boolean;
}

/** What the dialog asks; `comment` and `date` add a comment box and a date field. */
export interface ConfirmationOptions {
  title: ReactNode;
  content?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  isDanger?: boolean;
  comment?: ConfirmationField;
  date?: ConfirmationField;
}

/** What the user entered; the date as YYYY-MM-DD, as the API takes it. */
export interface ConfirmationValues {
  comment?: string;
  date?: string;
}

export interface ConfirmationDialogProps extends ConfirmationOptions {
  open: boolean;
  /** Until the returned promise settles the confirm button stays disabled; the caller closes the dialog. */
  onConfirm(values: ConfirmationValues): unknown;
  onCancel(): void;
}

// Its form, date picker and comment box are fetched when a dialog is first shown, not with every screen that
// may ask for a confirmation or shows dates in the same format.
const ConfirmationForm = lazy(() =>
  import('./ConfirmationForm').then((m) => ({ default: m.ConfirmationForm })),
);

/**
 * The confirmation dialog (spec 2.10, 4 "Confirmation dialog"): 400 px wide; the confirm button is
 * disabled while a field shows an error and from the click until `onConfirm` settles.
 */
export function ConfirmationDialog(props: ConfirmationDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmationForm {...props} />
    </Suspense>
  );
}
