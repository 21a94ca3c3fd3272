/** Requests generated from the app's own OpenAPI document and route table. */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `/api/{orgId}/org/employees/{id}/`. */
  path: string;
  /** The route table's form of it, `/api/:orgId/org/employees/:id/`. */
  url: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  isPublic: boolean;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
};

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApi;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{([^}]+)\}/g, ':$1'),
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      isPublic: !operation.security?.length,
    })),
  );
}

/** A small deterministic generator (mulberry32), so a failing sample can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isIdName = (name: string) =>
  name === 'id' ||
  /(_id|Id)$/.test(name) ||
  /^(employee|manager|department|vendor|contractor|actor)$/.test(name);

/** A plausible value for a schema; fields named like ids get `id`. */
export function sampleValue(schema: JsonSchema | undefined, name: string, id: number): unknown {
  if (!schema) return 'x';
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const nonNull = choice.find((option) => option.type !== 'null') ?? choice[0];
    return sampleValue(nonNull, name, id);
  }
  if (schema.allOf?.[0]) return sampleValue(schema.allOf[0], name, id);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return isIdName(name) ? id : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array': {
      const count = schema.minItems ?? (isIdName(name.replace(/s$/, '')) ? 1 : 0);
      return Array.from({ length: count }, () => sampleValue(schema.items, name.replace(/s$/, ''), id));
    }
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleValue(schema.properties?.[key], key, id)]),
      );
    default:
      if (schema.pattern === '^[1-9][0-9]{0,9}$') return String(id);
      if (schema.format === 'date' || /date/.test(name)) return '2026-12-07';
      if (schema.format === 'email' || /email/.test(name)) return 'someone@example.test';
      return 'walls';
  }
}

/** The URL and body of one request to `operation` under organisation `orgId`, with `id` for every record id. */
export function requestFor(operation: Operation, orgId: number, id: number) {
  const params: Record<string, string> = {};
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'orgId') return String(orgId);
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    params[name] = String(sampleValue(parameter?.schema, name, id));
    return encodeURIComponent(params[name]);
  });
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sampleValue(p.schema, p.name, id)))}`);
  const body = operation.body ? sampleValue(operation.body, '', id) : undefined;
  return { url: query.length ? `${url}?${query.join('&')}` : url, body, params };
}

/** Whether a request to `operation` names a record id at all (in its path, required query or body). */
export function namesRecords(operation: Operation, orgId: number): boolean {
  return JSON.stringify(requestFor(operation, orgId, 1)) !== JSON.stringify(requestFor(operation, orgId, 2));
}
