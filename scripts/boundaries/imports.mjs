// The imports of a file's code (comments already blanked): what each names and whether it is type-only.
const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `[{ specifier, typeOnly, names: [{ imported, local }] }]`; `names` holds the run-time named bindings. */
export function importsOf(code) {
  return [...code.matchAll(importPattern)].map((match) => {
    const typeOnly = Boolean(match[1]);
    const braces = /\{([^}]*)\}/.exec(match[2] ?? '');
    const names = typeOnly || !braces ? [] : braces[1].split(',').flatMap(binding);
    return { specifier: match[3] ?? match[4] ?? match[5], typeOnly, names };
  });
}

function binding(part) {
  const words = part.trim().split(/\s+/);
  if (!words[0] || words[0] === 'type') return [];
  return [{ imported: words[0], local: words[2] ?? words[0] }];
}
