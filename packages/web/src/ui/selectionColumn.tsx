import { Checkbox, type CheckboxProps, Radio, type TableColumnType } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A column that picks rows, and the class that marks a picked row as the table's own selection did. The build
 * leaves out Ant Design's `rowSelection` (scripts/antd-unused.mjs), which every table screen would load.
 */
interface PickingColumn<Row> {
  column: TableColumnType<Row>;
  rowClassName: (row: Row) => string;
}

/** Styled by the classes Ant Design gives its own selection column and selected rows. */
const pickingColumn = <Row,>(
  isPicked: (row: Row) => boolean,
  column: Pick<TableColumnType<Row>, 'title' | 'render'>,
): PickingColumn<Row> => ({
  column: { key: 'selection', className: 'ant-table-selection-column', width: 32, ...column },
  rowClassName: (row) => (isPicked(row) ? 'ant-table-row-selected' : ''),
});

/**
 * The header's checkbox. Ant Design copies column titles into a hidden row that measures a scrolling table's
 * columns, where a checkbox would still take focus; there it leaves the cell empty (the column's width is fixed).
 */
function SelectAllCheckbox(props: CheckboxProps) {
  const cell = useRef<HTMLSpanElement>(null);
  const [isMeasuring, setMeasuring] = useState(false);
  useLayoutEffect(() => setMeasuring(Boolean(cell.current?.closest('.ant-table-measure-row'))), []);
  return (
    <span ref={cell}>{!isMeasuring && <Checkbox aria-label="Select all on this page" {...props} />}</span>
  );
}

interface SelectionOptions<Row> {
  /** The rows of the page shown: only they can be selected, as the table's own selection did. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  selected: readonly Row[];
  onChange: (selected: Row[]) => void;
  /** Names a row in its checkbox's label, "Select <label>". */
  label: (row: Row) => string;
}

/** A checkbox per row, and one in the header that selects or clears every row of the page. */
export function selectionColumn<Row>({
  rows,
  rowKey,
  selected,
  onChange,
  label,
}: SelectionOptions<Row>): PickingColumn<Row> {
  const selectedKeys = new Set(selected.map(rowKey));
  const isSelected = (row: Row) => selectedKeys.has(rowKey(row));
  const count = rows.filter(isSelected).length;
  return pickingColumn(isSelected, {
    title: (
      <SelectAllCheckbox
        checked={count > 0 && count === rows.length}
        indeterminate={count > 0 && count < rows.length}
        disabled={rows.length === 0}
        onChange={(event) => onChange(event.target.checked ? [...rows] : [])}
      />
    ),
    render: (_, row) => (
      <Checkbox
        aria-label={`Select ${label(row)}`}
        checked={isSelected(row)}
        onChange={(event) =>
          onChange(
            rows.filter((other) =>
              rowKey(other) === rowKey(row) ? event.target.checked : isSelected(other),
            ),
          )
        }
      />
    ),
  });
}

interface ChoiceOptions<Row> {
  rowKey: (row: Row) => string;
  chosen: Row | undefined;
  onChoose: (row: Row) => void;
  /** The radio's accessible name. */
  label: (row: Row) => string;
}

/** A radio per row, for a table that shows more of the one row chosen. */
export function choiceColumn<Row>({
  rowKey,
  chosen,
  onChoose,
  label,
}: ChoiceOptions<Row>): PickingColumn<Row> {
  const isChosen = (row: Row) => chosen !== undefined && rowKey(row) === rowKey(chosen);
  return pickingColumn(isChosen, {
    render: (_, row) => (
      <Radio aria-label={label(row)} checked={isChosen(row)} onChange={() => onChoose(row)} />
    ),
  });
}
