import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { DatePicker } from 'antd';
import generateRangePicker from 'antd/es/date-picker/generatePicker/generateRangePicker';
import type { Dayjs } from 'dayjs';

/** Ant Design's range picker (`DatePicker.RangePicker`) without the single date picker beside it: see DateField. */
export const DateRangeField: typeof DatePicker.RangePicker = generateRangePicker<Dayjs>(
  dayjsGenerateConfig,
) as unknown as typeof DatePicker.RangePicker;
