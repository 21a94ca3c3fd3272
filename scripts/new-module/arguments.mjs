/** What `npm run new:module` is asked for: the module's name and the spec 2.6 tool it builds. */

export const USAGE =
  'usage: npm run new:module -- <name> --tool <identifier>   (name: lower case, words joined by hyphens, ' +
  'e.g. service-desk; identifier: a tool of spec 2.6 not built yet, e.g. service-request-list)';

/** The module's name and tool identifier from the command line, or why they are refused. */
export function readArguments(argv) {
  const toolAt = argv.indexOf('--tool');
  const tool = toolAt >= 0 ? argv[toolAt + 1] : undefined;
  const rest = toolAt >= 0 ? [...argv.slice(0, toolAt), ...argv.slice(toolAt + 2)] : argv;
  const [name, ...extra] = rest;
  if (!name || !tool || extra.length || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    return { refused: USAGE };
  return { name, tool };
}

/**
 * The tool of the registry (`titles`: identifier → title) that the module will build, or why it is refused: not
 * a tool of spec 2.6, or built already (`built`: the identifiers some module declares).
 */
export function chooseTool(identifier, { titles, built }) {
  if (!Object.hasOwn(titles, identifier)) {
    return {
      refused: `"${identifier}" is not a tool of spec 2.6 (packages/contracts/src/tools/tool-registry.ts)`,
    };
  }
  if (built.includes(identifier)) return { refused: `"${identifier}" is built already by another module` };
  return { tool: { identifier, title: titles[identifier] } };
}

/** The module's name in each spelling the files use: `service-desk` → serviceDesk, ServiceDesk, SERVICE_DESK… */
export function spellings(name) {
  const words = name.split('-');
  const capitalised = words.map((word) => word[0].toUpperCase() + word.slice(1));
  return {
    name,
    camel: words[0] + capitalised.slice(1).join(''),
    pascal: capitalised.join(''),
    constant: words.join('_').toUpperCase(),
    snake: words.join('_'),
    title: capitalised.join(' '),
    lower: words.join(' '),
  };
}
