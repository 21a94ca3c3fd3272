import { formatApiDate, type ToolOptions } from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { textOption } from '../../platform/tools/toolOptions';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { DateField } from '../../ui/DateField';
import { FilterBar, FilterField, FilterRow, type FilterValues } from '../../ui/FilterBar';
import { AUDIT_FILTERS, dayOption, periodOption } from './auditFilters';

interface AuditLogFiltersProps {
  options: ToolOptions;
  /** Changed options; any change starts again at the first page. */
  onChange(changes: ToolOptions): void;
}

/** Period (presets of spec 4, or custom days), record type and record id. */
export function AuditLogFilters({ options, onChange }: AuditLogFiltersProps) {
  const idPrefix = useId();
  const period = periodOption(options);
  const value: FilterValues = {
    period,
    entity_type: textOption(options, 'entity_type'),
    entity_id: textOption(options, 'entity_id'),
  };
  const changeFilters = (next: FilterValues) => {
    const isCustom = next.period === 'custom';
    onChange({
      ...next,
      start_date: isCustom ? dayOption(options, 'start_date') : undefined,
      end_date: isCustom ? dayOption(options, 'end_date') : undefined,
      page: undefined,
    });
  };
  const dayField = (key: 'start_date' | 'end_date', label: string) => {
    const day = dayOption(options, key);
    return (
      <FilterField label={label} id={`${idPrefix}-${key}`}>
        <DateField
          id={`${idPrefix}-${key}`}
          format={DISPLAY_DATE_PICKER_FORMAT}
          value={day ? dayjs(day) : null}
          onChange={(date: Dayjs | null) =>
            onChange({ [key]: date ? formatApiDate(date.toDate()) : undefined, page: undefined })
          }
        />
      </FilterField>
    );
  };

  return (
    <>
      <FilterBar
        filters={AUDIT_FILTERS}
        value={value}
        onChange={changeFilters}
        search={{ key: 'entity_id', label: 'Record id' }}
      />
      {period === 'custom' && (
        <FilterRow style={{ marginBottom: 16 }}>
          {dayField('start_date', 'From')}
          {dayField('end_date', 'To')}
        </FilterRow>
      )}
    </>
  );
}
