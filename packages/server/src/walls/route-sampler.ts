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

/**
 * One side's record ids by the collection they belong to (`projects`, `resource-groups`); a name of no collection
 * planted gets the employee's.
 */
export type RecordIds = Readonly<Record<string, number>> & { readonly employees: number };

/** The collection a field names: `sub_department_id` and `sub_department_ids` → `sub-departments`. */
const collectionOfField = (name: string) =>
  `${name
    .replace(/(_ids?|Ids?)$/, '')
    .replace(/_/g, '-')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()}s`;

/** The collection a path parameter names: the segment before it (`/projects/{id}/milestones/{milestoneId}/`). */
const collectionOfParameter = (path: string, name: string) =>
  new RegExp(`/([^/{}]+)/\\{${name}\\}`).exec(path)?.[1] ?? name;

/** The collections whose records an operation's path names, `['projects', 'milestones']`. */
export const pathCollections = (operation: Operation) =>
  [...operation.path.matchAll(/\{([^}]+)\}/g)]
    .map(([, name]) => name as string)
    .filter((name) => name !== 'orgId')
    .map((name) => collectionOfParameter(operation.path, name));

const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** What a sample names: the id for a field named like one, the date for one named like a date, and other text. */
interface Naming {
  idFor: (name: string) => number;
  date: string;
  text: string;
}

/** A plausible value for a schema. */
export function sampleValue(schema: JsonSchema | undefined, name: string, naming: Naming): unknown {
  if (!schema) return 'x';
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const nonNull = choice.find((option) => option.type !== 'null') ?? choice[0];
    return sampleValue(nonNull, name, naming);
  }
  if (schema.allOf?.[0]) return sampleValue(schema.allOf[0], name, naming);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return isIdName(name) ? naming.idFor(name) : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array': {
      const count = schema.minItems ?? (isIdName(name.replace(/s$/, '')) ? 1 : 0);
      return Array.from({ length: count }, () => sampleValue(schema.items, name.replace(/s$/, ''), naming));
    }
    case 'object': {
      // A body naming an employee or a contractor (a new allocation) names the employee.
      const keys = new Set([
        ...(schema.required ?? []),
        ...(schema.properties?.employee_id ? ['employee_id'] : []),
      ]);
      return Object.fromEntries(
        [...keys].map((key) => [key, sampleValue(schema.properties?.[key], key, naming)]),
      );
    }
    default:
      if (schema.pattern === '^[1-9][0-9]{0,9}$') return String(naming.idFor(name));
      if (schema.pattern === MONTH_PATTERN) return '2026-11';
      if (schema.format === 'date' || /date/.test(name)) return naming.date;
      if (schema.format === 'email' || /email/.test(name)) return 'someone@example.test';
      return naming.text;
  }
}

export interface Sampling {
  /** Also the optional query parameters naming a record (`?project_id=`). */
  filters?: boolean;
  /** Every date; `2026-12-07` unless told. */
  date?: string;
  /** Every string that is not an id, date or email; `walls` unless told. */
  text?: string;
}

/**
 * The URL and body of one request to `operation` under organisation `orgId`, naming the records of `ids`: a path
 * parameter the record of the collection before it, a field the collection it names.
 */
export function requestFor(
  operation: Operation,
  orgId: number,
  ids: RecordIds,
  { filters = false, date = '2026-12-07', text = 'walls' }: Sampling = {},
) {
  const naming = { idFor: (name: string) => ids[collectionOfField(name)] ?? ids.employees, date, text };
  const params: Record<string, string> = {};
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'orgId') return String(orgId);
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    const id = ids[collectionOfParameter(operation.path, name)] ?? ids.employees;
    params[name] = String(sampleValue(parameter?.schema, name, { ...naming, idFor: () => id }));
    return encodeURIComponent(params[name]);
  });
  const query = operation.parameters
    .filter((p) => p.in === 'query' && (p.required || (filters && isIdName(p.name))))
    .map((p) => `${p.name}=${encodeURIComponent(String(sampleValue(p.schema, p.name, naming)))}`);
  const body = operation.body ? sampleValue(operation.body, '', naming) : undefined;
  return { url: query.length ? `${url}?${query.join('&')}` : url, body, params };
}

/** Whether a request to `operation` names a record at all (in its path, query or body). */
export function namesRecords(operation: Operation, orgId: number, own: RecordIds, other: RecordIds): boolean {
  const request = (ids: RecordIds) => JSON.stringify(requestFor(operation, orgId, ids, { filters: true }));
  return request(own) !== request(other);
}
