/**
 * A template's text: blocks separated by blank lines — a line starting `# ` is a heading, lines starting `- ` a
 * bulleted list, anything else a paragraph (its lines joined) — with `**bold**` and `{{variable}}` inside them.
 * Values are put in after the text is read, as plain text, so a value can never add markup whatever it holds; the
 * same blocks become a PDF, an HTML email body or plain text.
 */
export interface TemplateRun {
  text: string;
  bold: boolean;
}

export type TemplateBlock =
  | { kind: 'heading' | 'paragraph'; runs: TemplateRun[] }
  | { kind: 'list'; items: TemplateRun[][] };

type Piece = { bold: boolean } & ({ text: string } | { variable: string });

interface ReadLine {
  pieces: Piece[];
  problems: string[];
}

const MARK = /\*\*|\{\{([^{}]*)\}\}|\{\{|\}\}/g;
const VARIABLE_NAME = /^\s*([a-z][a-z0-9_]*)\s*$/;

function readLine(line: string): ReadLine {
  const pieces: Piece[] = [];
  const problems: string[] = [];
  let bold = false;
  let last = 0;
  for (const match of line.matchAll(MARK)) {
    if (match.index > last) pieces.push({ text: line.slice(last, match.index), bold });
    last = match.index + match[0].length;
    if (match[0] === '**') {
      bold = !bold;
    } else if (match[1] !== undefined) {
      const name = VARIABLE_NAME.exec(match[1])?.[1];
      if (name) pieces.push({ variable: name, bold });
      else problems.push(`${match[0]} is not a placeholder: write a variable's name between {{ and }}`);
    } else {
      problems.push(`A placeholder is not closed: write {{name}}, as in "${line.slice(0, 40)}"`);
    }
  }
  if (last < line.length) pieces.push({ text: line.slice(last), bold });
  if (bold) problems.push(`Bold text is not closed: end it with **, as in "${line.slice(0, 40)}"`);
  return { pieces, problems };
}

type Shape = { kind: 'heading' | 'paragraph'; line: string } | { kind: 'list'; items: string[] };

function shapes(body: string): Shape[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): Shape => {
      const first = lines[0] as string;
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      if (first.startsWith('# ') && lines.length === 1)
        return { kind: 'heading', line: first.slice(2).trim() };
      return { kind: 'paragraph', line: lines.join(' ') };
    });
}

const linesOf = (shape: Shape) => (shape.kind === 'list' ? shape.items : [shape.line]);

/**
 * What is wrong with a template's text (and subject), each a sentence a user can act on: an unclosed placeholder
 * or bold, or a variable the kind does not offer. Empty when it can be saved.
 */
export function templateProblems(
  body: string,
  variables: readonly { key: string }[],
  subject?: string | null,
): string[] {
  const known = new Set(variables.map((variable) => variable.key));
  const lines = [...shapes(body).flatMap(linesOf), ...(subject ? [subject] : [])];
  const problems = new Set<string>();
  for (const line of lines) {
    const read = readLine(line);
    for (const problem of read.problems) problems.add(problem);
    for (const piece of read.pieces) {
      if ('variable' in piece && !known.has(piece.variable)) {
        problems.add(
          `{{${piece.variable}}} is not a variable of this template: use one of ${[...known].map((key) => `{{${key}}}`).join(', ')}`,
        );
      }
    }
  }
  return [...problems];
}

function fillLine(line: string, values: Readonly<Record<string, string>>): TemplateRun[] {
  const runs: TemplateRun[] = [];
  for (const piece of readLine(line).pieces) {
    const text = 'variable' in piece ? (values[piece.variable] ?? '') : piece.text;
    const previous = runs.at(-1);
    if (previous && previous.bold === piece.bold) previous.text += text;
    else if (text) runs.push({ text, bold: piece.bold });
  }
  return runs;
}

/** The template's blocks with the values put in. */
export function fillTemplate(body: string, values: Readonly<Record<string, string>>): TemplateBlock[] {
  return shapes(body).map((shape) =>
    shape.kind === 'list'
      ? { kind: 'list', items: shape.items.map((item) => fillLine(item, values)) }
      : { kind: shape.kind, runs: fillLine(shape.line, values) },
  );
}

/** A subject line: the values put in, any bold marks dropped. */
export function fillSubject(subject: string, values: Readonly<Record<string, string>>): string {
  return fillLine(subject, values)
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);

const htmlRuns = (runs: TemplateRun[]) =>
  runs.map((run) => (run.bold ? `<strong>${escapeHtml(run.text)}</strong>` : escapeHtml(run.text))).join('');

/** The blocks as HTML, every value escaped. */
export function templateHtml(blocks: readonly TemplateBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'list')
        return `<ul>${block.items.map((item) => `<li>${htmlRuns(item)}</li>`).join('')}</ul>`;
      return block.kind === 'heading' ? `<h2>${htmlRuns(block.runs)}</h2>` : `<p>${htmlRuns(block.runs)}</p>`;
    })
    .join('\n');
}

const plainRuns = (runs: TemplateRun[]) => runs.map((run) => run.text).join('');

/** The blocks as plain text, blocks apart by a blank line. */
export function templatePlainText(blocks: readonly TemplateBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'list'
        ? block.items.map((item) => `- ${plainRuns(item)}`).join('\n')
        : plainRuns(block.runs),
    )
    .join('\n\n');
}
