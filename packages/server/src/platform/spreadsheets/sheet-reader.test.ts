import { mkdtemp, readdir, readlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportColumn } from '@atrium/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { workbookOf } from '../../test/uploads';
import { readSheet } from './sheet-reader';

const columns: ImportColumn[] = [
  { field: 'date', header: 'Date', required: true },
  { field: 'name', header: 'Holiday', required: true },
] as ImportColumn[];

let folder: string;
const saved = async (name: string, content: Buffer) => {
  const path = join(folder, name);
  await writeFile(path, content);
  return path;
};
/** Descriptors of this process open on the test's own files; other work in the process opens and closes its own. */
const openUploads = async () => {
  const targets = await Promise.all(
    (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter((target) => target.startsWith(folder)).length;
};

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'atrium-sheet-'));
});

describe.each([
  ['read whole', {}, 20],
  // A thread takes about 200 ms to start.
  ['read whole, parsed on a thread of its own', { parseOffThreadFromBytes: 0 }, 3],
  ['streamed', { readWholeUpToBytes: 0 }, 20],
])('reading the first worksheet of an upload (%s)', (_how, options, rounds) => {
  const read = (path: string) => readSheet(path, columns, undefined, options);

  it('gives each row below the header as values by field, numbered as the spreadsheet shows it', async () => {
    const path = await saved(
      'two.xlsx',
      await workbookOf([
        ['Holiday', 'Date'],
        ['New Year', '2031-01-01'],
        [null, null],
        ['Diwali', '2031-11-04'],
      ]),
    );
    expect(await read(path)).toEqual({
      columnErrors: null,
      rows: [
        { rowNumber: 2, values: { name: 'New Year', date: '2031-01-01' } },
        { rowNumber: 4, values: { name: 'Diwali', date: '2031-11-04' } },
      ],
    });
  });

  it('reads only the first sheet of a workbook with several', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Holidays').addRows([
      ['Date', 'Holiday'],
      ['2031-01-01', 'New Year'],
    ]);
    workbook.addWorksheet('Notes').addRows([['Anything'], ['else']]);
    const path = await saved('sheets.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const { rows } = await read(path);
    expect(rows.map((row) => row.values)).toEqual([{ date: '2031-01-01', name: 'New Year' }]);
  });

  it('reports column problems, an empty sheet and a missing file by name', async () => {
    const unknown = await saved(
      'unknown.xlsx',
      await workbookOf([
        ['Date', 'Holiday', 'Colour'],
        ['x', 'y', 'z'],
      ]),
    );
    expect((await read(unknown)).columnErrors).toEqual({
      duplicate_columns: [],
      unknown_columns: ['Colour'],
      required_columns: [],
    });
    const empty = await saved('empty.xlsx', await workbookOf([]));
    await expect(read(empty)).rejects.toThrow('The file has no header row.');
    const headerOnly = await saved('header.xlsx', await workbookOf([['Date', 'Holiday']]));
    await expect(read(headerOnly)).rejects.toThrow('The file has no rows below its header.');
    await expect(read(join(folder, 'gone.xlsx'))).rejects.toThrow('The uploaded file is missing.');
    const text = await saved('text.xlsx', Buffer.from('Date,Holiday\n2031-01-01,New Year\n'));
    await expect(read(text)).rejects.toThrow('The file is not a readable Excel workbook (.xlsx).');
  });

  it('leaves no file open however the reading ends', async () => {
    const good = await saved(
      'good.xlsx',
      await workbookOf([
        ['Date', 'Holiday'],
        ['2031-01-01', 'New Year'],
      ]),
    );
    const bad = await saved('bad.xlsx', await workbookOf([['Colour'], ['red']]));
    for (let round = 0; round < rounds; round += 1) {
      await read(good);
      await read(bad);
    }
    expect(await openUploads()).toBe(0);
  });
});
