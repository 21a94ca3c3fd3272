import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of ours shows, for assertions: its content streams inflated and the hex strings the standard
 * fonts draw decoded, each drawn line ending in a newline.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const drawn of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      lines.push(Buffer.from(drawn[1] as string, 'hex').toString('latin1'));
    }
  }
  return lines.join(' ');
}
