/** Query parameters from a filter object: empty values (undefined, null, '') left out, the rest as text. */
export function queryParams(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}
