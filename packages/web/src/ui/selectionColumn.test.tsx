import { fireEvent, render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { choiceColumn, selectionColumn } from './selectionColumn';

interface Line {
  id: string;
}
const LINES: Line[] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
const rowKey = (line: Line) => line.id;

function Selecting({ scrollX }: { scrollX?: number }) {
  const [selected, setSelected] = useState<Line[]>([]);
  const selection = selectionColumn({ rows: LINES, rowKey, selected, onChange: setSelected, label: rowKey });
  return (
    <>
      <Table<Line>
        rowKey={rowKey}
        columns={[selection.column, { title: 'Line', dataIndex: 'id' }]}
        dataSource={LINES}
        rowClassName={selection.rowClassName}
        pagination={false}
        scroll={scrollX ? { x: scrollX } : undefined}
      />
      <output>{selected.map(rowKey).join(',')}</output>
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('selection column', () => {
  it('selects rows one by one, shows some selected in the header, and selects or clears the whole page', () => {
    render(<Selecting />);
    const all = box('Select all on this page');
    fireEvent.click(box('Select B'));
    expect(screen.getByRole('status').textContent).toBe('B');
    expect(box('Select B').checked).toBe(true);
    expect(box('Select B').closest('tr')?.className).toContain('ant-table-row-selected');
    expect(all.checked).toBe(false);
    expect(all.closest('.ant-checkbox-indeterminate')).toBeTruthy();

    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('A,B,C');
    expect(all.checked).toBe(true);

    fireEvent.click(box('Select A'));
    expect(screen.getByRole('status').textContent).toBe('B,C');
    fireEvent.click(all);
    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it('offers one header checkbox in a scrolling table, none hidden in the row that measures its columns', () => {
    render(<Selecting scrollX={800} />);
    expect(screen.getAllByRole('checkbox', { name: 'Select all on this page', hidden: true })).toHaveLength(
      1,
    );
  });
});

function Choosing() {
  const [chosen, setChosen] = useState<Line | undefined>(LINES[2]);
  const choice = choiceColumn({ rowKey, chosen, onChoose: setChosen, label: (line) => `Show ${line.id}` });
  return (
    <Table<Line>
      rowKey={rowKey}
      columns={[choice.column, { title: 'Line', dataIndex: 'id' }]}
      dataSource={LINES}
      rowClassName={choice.rowClassName}
      pagination={false}
    />
  );
}

describe('choice column', () => {
  it('marks the row chosen and chooses another', () => {
    render(<Choosing />);
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('Show C').checked).toBe(true);
    expect(radio('Show C').closest('tr')?.className).toContain('ant-table-row-selected');
    fireEvent.click(radio('Show A'));
    expect(radio('Show A').checked).toBe(true);
    expect(radio('Show C').checked).toBe(false);
    expect(radio('Show C').closest('tr')?.className).not.toContain('ant-table-row-selected');
  });
});
