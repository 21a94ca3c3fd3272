/**
 * Statements of one connection (a transaction's) run one after another, their results in order. A client runs one
 * query at a time anyway; sending the next before the last has answered is deprecated by `pg` and refused by pg 9.
 */
export async function inTurn<T extends unknown[]>(
  ...steps: { [K in keyof T]: () => T[K] | Promise<T[K]> }
): Promise<T> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as T;
}
