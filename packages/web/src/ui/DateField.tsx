import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { DatePicker } from 'antd';
import generateSinglePicker from 'antd/es/date-picker/generatePicker/generateSinglePicker';
import type { Dayjs } from 'dayjs';

/**
 * Ant Design's date picker (a day, or a month with `picker="month"`), made as `antd`'s own `DatePicker` is, from
 * its single-date half alone: `DatePicker` from 'antd' carries the range picker as `DatePicker.RangePicker`, so
 * every screen with a date field loaded both. `DateRangeField` is the range picker on its own.
 */
export const DateField: typeof DatePicker = generateSinglePicker<Dayjs>(dayjsGenerateConfig)
  .DatePicker as unknown as typeof DatePicker;
