import type { TemplateBlock, TemplateRun } from '@atrium/contracts';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/** The standard fonts encode Windows-1252 only; anything else is shown as '?' rather than failing. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;

interface Word {
  text: string;
  bold: boolean;
}

const wordsOf = (runs: readonly TemplateRun[]): Word[] =>
  runs.flatMap((run) =>
    printable(run.text)
      .split(/\s+/)
      .filter(Boolean)
      .map((text) => ({ text, bold: run.bold })),
  );

/** Writes blocks top to bottom, wrapping words to the width and starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private get width() {
    return A4[0] - MARGIN * 2;
  }

  private lineBreak(size: number) {
    this.y -= size * 1.5;
    if (this.y < MARGIN) {
      this.page = this.pdf.addPage(A4);
      this.y = A4[1] - MARGIN - size;
    }
  }

  write(words: Word[], size: number, { indent = 0, gapAfter = 10 } = {}) {
    const font = (word: Word) => (word.bold ? this.fonts.bold : this.fonts.regular);
    const space = this.fonts.regular.widthOfTextAtSize(' ', size);
    let line: Word[] = [];
    let lineWidth = 0;
    const flush = () => {
      let x = MARGIN + indent;
      for (const word of line) {
        this.page.drawText(word.text, { x, y: this.y, size, font: font(word) });
        x += font(word).widthOfTextAtSize(word.text, size) + space;
      }
      this.lineBreak(size);
      line = [];
      lineWidth = 0;
    };
    for (const word of words) {
      const wordWidth = font(word).widthOfTextAtSize(word.text, size);
      if (line.length && lineWidth + space + wordWidth > this.width - indent) flush();
      lineWidth += (line.length ? space : 0) + wordWidth;
      line.push(word);
    }
    if (line.length) flush();
    this.y -= gapAfter;
  }
}

/** A document of A4 pages: the organisation's name as the letterhead, then the template's blocks. */
export async function templatePdf(
  blocks: readonly TemplateBlock[],
  { letterhead, title }: { letterhead: string; title: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(title));
  const writer = new Writer(pdf, {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  });
  writer.write(wordsOf([{ text: letterhead, bold: true }]), 16, { gapAfter: 18 });
  for (const block of blocks) {
    if (block.kind === 'list') {
      for (const item of block.items) {
        writer.write([{ text: '-', bold: false }, ...wordsOf(item)], 11, { indent: 12, gapAfter: 2 });
      }
      writer.write([], 11, { gapAfter: 8 });
    } else if (block.kind === 'heading') {
      writer.write(
        wordsOf(block.runs).map((word) => ({ ...word, bold: true })),
        14,
        { gapAfter: 12 },
      );
    } else {
      writer.write(wordsOf(block.runs), 11);
    }
  }
  return pdf.save();
}
