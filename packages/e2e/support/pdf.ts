import { inflateSync } from 'node:zlib';

/** The words a PDF made with the standard fonts draws (its compressed content streams read), space-separated. */
export function wordsOfPdf(file: Buffer): string {
  const text = file.toString('latin1');
  const words: string[] = [];
  for (const [, stream] of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = '';
    try {
      content = inflateSync(Buffer.from(stream ?? '', 'latin1')).toString('latin1');
    } catch {
      // A stream that is no deflated page content (a font, an image) draws no words.
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      words.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
  }
  return words.join(' ');
}
