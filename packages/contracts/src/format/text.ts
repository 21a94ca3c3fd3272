export const ELLIPSIS = '…';

const TEXT_CUT_THRESHOLD = 20;
const TEXT_HEAD_LENGTH = 15;
const TEXT_TAIL_LENGTH = 4;
const FILE_STEM_CUT_THRESHOLD = 10;
const FILE_STEM_HEAD_LENGTH = 7;

/** Above 20 characters: the first 15, '…', the last 4. Counts characters, not UTF-16 units. */
export function cutText(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= TEXT_CUT_THRESHOLD) return text;
  const head = characters.slice(0, TEXT_HEAD_LENGTH).join('');
  return head + ELLIPSIS + characters.slice(-TEXT_TAIL_LENGTH).join('');
}

/** A stem over 10 characters keeps its first 7, then '…' and the extension; a leading dot is not one. */
export function cutFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const hasExtension = dot > 0;
  const stem = Array.from(hasExtension ? fileName.slice(0, dot) : fileName);
  if (stem.length <= FILE_STEM_CUT_THRESHOLD) return fileName;
  const extension = hasExtension ? fileName.slice(dot) : '';
  return stem.slice(0, FILE_STEM_HEAD_LENGTH).join('') + ELLIPSIS + extension;
}
