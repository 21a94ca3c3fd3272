import { UPLOAD_RESULT_TEXTS } from '@atrium/contracts';
import { render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { type UploadErrors, UploadResultPanels } from './UploadResultPanels';

function renderPanels(errors: UploadErrors) {
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <UploadResultPanels errors={errors} />
    </ConfigProvider>,
  );
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0);

describe('upload result panels', () => {
  it('lists duplicate rows', () => {
    renderPanels({ duplicate_rows: [{ column: 'email', value: 'ada@acme.example', rows: [3, 9] }] });
    const panel = screen.getByRole('region', { name: UPLOAD_RESULT_TEXTS.duplicateRows });
    expect(rowTexts(within(panel).getByRole('table'))).toEqual([['email', 'ada@acme.example', '3, 9']]);
    expect(screen.queryByRole('region', { name: UPLOAD_RESULT_TEXTS.errors })).toBeNull();
  });

  it('lists column errors and row errors', () => {
    renderPanels({
      column_errors: {
        duplicate_columns: [],
        unknown_columns: ['Salary'],
        required_columns: ['Code', 'Email'],
      },
      row_errors: { '4': { email: ['Please enter valid email address.'], code: ['This field is required'] } },
    });
    const panel = screen.getByRole('region', { name: UPLOAD_RESULT_TEXTS.errors });
    const [columnTable, rowTable] = within(panel).getAllByRole('table') as [HTMLElement, HTMLElement];
    expect(rowTexts(columnTable)).toEqual([
      ['Unknown columns', 'Salary'],
      ['Required columns', 'Code, Email'],
    ]);
    expect(rowTexts(rowTable)).toEqual([
      ['4', 'email', 'Please enter valid email address.'],
      ['4', 'code', 'This field is required'],
    ]);
    expect(screen.queryByRole('region', { name: UPLOAD_RESULT_TEXTS.duplicateRows })).toBeNull();
  });

  it('says what is wrong with the file as a whole', () => {
    renderPanels({ file_error: 'The file is not an Excel workbook.' });
    const panel = screen.getByRole('region', { name: UPLOAD_RESULT_TEXTS.errors });
    expect(within(panel).getByRole('alert').textContent).toBe('The file is not an Excel workbook.');
    expect(within(panel).queryByRole('table')).toBeNull();
  });
});
