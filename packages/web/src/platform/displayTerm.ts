/**
 * A stored term as people read it: a lower-case slug ('full-time', 'in-notice') becomes 'Full time'; a term an
 * organisation wrote with capitals ('Contract (Vendor)') is shown as written.
 */
export function displayTerm(value: string | null | undefined): string {
  if (!value) return '';
  if (!/^[a-z0-9]+([-_][a-z0-9]+)*$/.test(value)) return value;
  const words = value.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
