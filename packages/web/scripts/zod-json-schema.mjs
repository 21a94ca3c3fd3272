// A build step that leaves out zod's JSON Schema generation. Every zod schema type names its JSON Schema
// converter and `toJSONSchema()`, so the converters (about 5 KB gzip) load on every page although only the server
// turns schemas into JSON Schema (for its OpenAPI document). The browser parses, and reads a schema's bounds
// (`maxLength`), which stay. The app's and contracts' sources are checked, and the build stops when one of them
// asks for JSON Schema.

const SCHEMAS = '/node_modules/zod/v4/classic/schemas.js';

/** Each schema type's converter, named on every schema made. */
const CONVERTER =
  /^\s*inst\._zod\.processJSONSchema = \(ctx, json, params\) => processors\.\w+\(inst, ctx, json, params\);\n/gm;

const TO_JSON_SCHEMA = {
  from: 'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";',
  to: [
    'const createStandardJSONSchemaMethod = () => () => {',
    "  throw new Error('JSON Schema is left out of this build (scripts/zod-json-schema.mjs)');",
    '};',
    'const createToJSONSchemaMethod = createStandardJSONSchemaMethod;',
  ].join('\n'),
};

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
      if (!code.includes(TO_JSON_SCHEMA.from))
        this.error(`zod's schemas no longer have ${TO_JSON_SCHEMA.from}: update scripts/zod-json-schema.mjs`);
      const result = code.replace(CONVERTER, '').replace(TO_JSON_SCHEMA.from, TO_JSON_SCHEMA.to);
      if (result.includes('processJSONSchema'))
        this.error(`zod's schemas name their converters in a new way: update scripts/zod-json-schema.mjs`);
      return { code: result, map: null };
    },
  };
}
