import { formatApiDate } from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';

export const toDay = (value: string | null | undefined) => (value ? dayjs(value) : null);
export const apiDate = (value: Dayjs) => formatApiDate(value.toDate());
