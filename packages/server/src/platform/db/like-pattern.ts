/** Text for a LIKE pattern with its wildcards (`%`, `_`) and the escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
