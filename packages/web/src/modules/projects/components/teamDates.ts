import { formatApiDate } from '@atrium/contracts';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { refuseRule } from '../../../platform/formRules';

export const toDay = (value: string | null | undefined) => (value ? dayjs(value) : null);
export const apiDate = (value: Dayjs) => formatApiDate(value.toDate());

/** Refuses a day before `first` with the rule's message; any day passes when there is no `first`. */
export const notBefore = (first: string | null | undefined, message: string) =>
  refuseRule((day: Dayjs) => Boolean(first && apiDate(day) < first), message);

/** Refuses a day after `last` with the rule's message; any day passes when there is no `last`. */
export const notAfter = (last: string | null | undefined, message: string) =>
  refuseRule((day: Dayjs) => Boolean(last && apiDate(day) > last), message);

/** Refuses an end date before the form's start date. */
export const notBeforeStart =
  (message: string): FormRule =>
  ({ getFieldValue }) =>
    refuseRule((end: Dayjs) => {
      const start = getFieldValue('start_date') as Dayjs | null | undefined;
      return Boolean(start && end.isBefore(start, 'day'));
    }, message);
