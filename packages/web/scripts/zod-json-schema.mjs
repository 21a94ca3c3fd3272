// A build step that leaves out zod's JSON Schema generation. Every zod schema type names its JSON Schema
// converter and `toJSONSchema()`, so the converters (about 5 KB gzip) load on every page although only the server
// turns schemas into JSON Schema (for its OpenAPI document). The browser only parses. The app's and contracts'
// sources are checked, and the build stops when one of them asks for JSON Schema.

const SCHEMAS = '/node_modules/zod/v4/classic/schemas.js';

const LEFT_OUT = [
  {
    from: 'import * as processors from "../core/json-schema-processors.js";',
    to: 'const processors = {};',
  },
  {
    from: 'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";',
    to: [
      'const createStandardJSONSchemaMethod = () => () => {',
      "  throw new Error('JSON Schema is left out of this build (scripts/zod-json-schema.mjs)');",
      '};',
      'const createToJSONSchemaMethod = createStandardJSONSchemaMethod;',
    ].join('\n'),
  },
];

const USE = /\btoJSONSchema\b|\bjsonSchema\b/;

/** @returns {import('vite').Plugin} */
export function zodJsonSchema() {
  return {
    name: 'atrium:zod-json-schema',
    enforce: 'pre',
    transform(code, rawId) {
      const id = rawId.replaceAll('\\', '/').replace(/\?.*$/, '');
      if (/\/packages\/(web|contracts)\/src\/.*\.tsx?$/.test(id) && !/\.test\.tsx?$/.test(id)) {
        if (USE.test(code))
          this.error(`${id} asks for JSON Schema, which the build leaves out (scripts/zod-json-schema.mjs)`);
        return;
      }
      if (!id.endsWith(SCHEMAS)) return;
      let result = code;
      for (const part of LEFT_OUT) {
        if (!result.includes(part.from))
          this.error(`zod's schemas no longer have ${part.from}: update scripts/zod-json-schema.mjs`);
        result = result.replace(part.from, part.to);
      }
      return { code: result, map: null };
    },
  };
}
