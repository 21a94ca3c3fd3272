import { describe, expect, it } from 'vitest';
import { sampleValues, TEMPLATE_KIND_IDS, templateKind } from './template-kinds';
import {
  fillSubject,
  fillTemplate,
  templateHtml,
  templatePlainText,
  templateProblems,
} from './template-text';

const variables = [{ key: 'name' }, { key: 'day' }];

describe('what is wrong with a template', () => {
  it.each<[string, string, string | null, string[]]>([
    ['plain text', 'Hello', null, []],
    ['known variables, spaces inside braces', 'Dear {{ name }}, on {{day}}', null, []],
    ['bold around a variable', '**{{name}}** left', null, []],
    [
      'an unknown variable',
      'Dear {{salary}}',
      null,
      ['{{salary}} is not a variable of this template: use one of {{name}}, {{day}}'],
    ],
    [
      'a variable of the subject',
      'Body',
      'For {{nobody}}',
      ['{{nobody}} is not a variable of this template: use one of {{name}}, {{day}}'],
    ],
    [
      'an unclosed placeholder',
      'Dear {{name',
      null,
      ['A placeholder is not closed: write {{name}}, as in "Dear {{name"'],
    ],
    [
      'a stray closing brace pair',
      'Dear }}',
      null,
      ['A placeholder is not closed: write {{name}}, as in "Dear }}"'],
    ],
    [
      'a placeholder that is no name',
      'Dear {{1 + 1}}',
      null,
      ["{{1 + 1}} is not a placeholder: write a variable's name between {{ and }}"],
    ],
    ['unclosed bold', 'Dear **name', null, ['Bold text is not closed: end it with **, as in "Dear **name"']],
  ])('%s', (_case, body, subject, problems) => {
    expect(templateProblems(body, variables, subject)).toEqual(problems);
  });

  it('finds every standard template of the catalogue sound', () => {
    for (const kind of TEMPLATE_KIND_IDS) {
      const { standard, variables: offered } = templateKind(kind);
      expect(templateProblems(standard.body, offered, standard.subject)).toEqual([]);
    }
  });
});

describe('filling a template', () => {
  const body =
    '# Letter for {{name}}\n\nDear **{{name}}**,\nsee you\non {{day}}.\n\n- first {{day}}\n- second';

  it('reads headings, paragraphs (lines joined) and lists, and puts the values in', () => {
    expect(fillTemplate(body, { name: 'Asha', day: 'Monday' })).toEqual([
      { kind: 'heading', runs: [{ text: 'Letter for Asha', bold: false }] },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Dear ', bold: false },
          { text: 'Asha', bold: true },
          { text: ', see you on Monday.', bold: false },
        ],
      },
      { kind: 'list', items: [[{ text: 'first Monday', bold: false }], [{ text: 'second', bold: false }]] },
    ]);
  });

  it.each<[string, string, string]>([
    [
      'markup in a value is text, not markup',
      '<script>alert(1)</script>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ],
    ['template marks in a value stay as typed', '**{{day}}**', '**{{day}}**'],
    ['quotes and ampersands are escaped', `"A" & 'B'`, '&quot;A&quot; &amp; &#39;B&#39;'],
  ])('%s', (_case, value, html) => {
    expect(templateHtml(fillTemplate('Dear {{name}}', { name: value }))).toBe(`<p>Dear ${html}</p>`);
  });

  it('writes HTML and plain text of the same blocks', () => {
    const blocks = fillTemplate(body, { name: 'Asha', day: 'Monday' });
    expect(templateHtml(blocks)).toBe(
      '<h2>Letter for Asha</h2>\n<p>Dear <strong>Asha</strong>, see you on Monday.</p>\n<ul><li>first Monday</li><li>second</li></ul>',
    );
    expect(templatePlainText(blocks)).toBe(
      'Letter for Asha\n\nDear Asha, see you on Monday.\n\n- first Monday\n- second',
    );
  });

  it('fills a subject as plain text, and a missing value as nothing', () => {
    expect(fillSubject('For **{{name}}** on {{day}}', { name: 'Asha' })).toBe('For Asha on');
  });

  it('previews a kind with its sample values', () => {
    const values = sampleValues('relieving_letter');
    expect(templatePlainText(fillTemplate(templateKind('relieving_letter').standard.body, values))).toContain(
      'Dear Asha Rao,',
    );
  });
});
