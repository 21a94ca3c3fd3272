/** One error code's definition: the HTTP status the server answers with and the text the user reads. */
export interface ErrorDefinition {
  readonly status: number;
  readonly message: string;
}

/** A set of error definitions keyed by code. */
export type ErrorDefinitions = Readonly<Record<string, ErrorDefinition>>;

/** Error definitions grouped by the module that owns them. */
export type ErrorDefinitionsByModule = Readonly<Record<string, ErrorDefinitions>>;

/**
 * One module's error codes with their statuses and messages. The codes keep their literal types, so the
 * merged catalogue knows every code by name.
 */
export function defineErrors<const Definitions extends ErrorDefinitions>(
  definitions: Definitions,
): Definitions {
  return definitions;
}

type CodesOf<Definitions> = Definitions extends unknown ? keyof Definitions & string : never;

/** The codes two modules both define: `never` when every code has one owner. */
export type DuplicateCodes<Modules extends ErrorDefinitionsByModule> = {
  [A in keyof Modules]: {
    [B in Exclude<keyof Modules, A>]: Extract<keyof Modules[A], keyof Modules[B]> & string;
  }[Exclude<keyof Modules, A>];
}[keyof Modules];

/** Fails the type check of a merge when a code is defined by two modules, naming the code. */
type OneOwnerPerCode<Modules extends ErrorDefinitionsByModule> = [DuplicateCodes<Modules>] extends [never]
  ? unknown
  : { readonly [Code in DuplicateCodes<Modules>]: 'is defined by two modules' };

/** Every module's codes in one map. */
export type MergedErrors<Modules extends ErrorDefinitionsByModule> = {
  readonly [Code in CodesOf<Modules[keyof Modules]>]: ErrorDefinition;
};

/** Merges the modules' definitions into one map; a code defined by two modules is refused. */
export function mergeErrors<const Modules extends ErrorDefinitionsByModule>(
  modules: Modules & OneOwnerPerCode<Modules>,
): MergedErrors<Modules> {
  const merged: Record<string, ErrorDefinition> = {};
  const owners = new Map<string, string>();
  for (const [moduleName, definitions] of Object.entries(modules as ErrorDefinitionsByModule)) {
    for (const [code, definition] of Object.entries(definitions)) {
      const owner = owners.get(code);
      if (owner !== undefined) {
        throw new Error(`Error code "${code}" is defined by both ${owner} and ${moduleName}`);
      }
      owners.set(code, moduleName);
      merged[code] = definition;
    }
  }
  return merged as MergedErrors<Modules>;
}

/** A code's `ERROR_CODES` key: `invalid_confirmPassword` → `INVALID_CONFIRM_PASSWORD`. */
export type ConstantKey<
  Code extends string,
  Key extends string = '',
> = Code extends `${infer Head}${infer Tail}`
  ? ConstantKey<Tail, `${Key}${Head extends Lowercase<Head> ? Uppercase<Head> : `_${Head}`}`>
  : Key;

export function constantKey<const Code extends string>(code: Code): ConstantKey<Code> {
  return code.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() as ConstantKey<Code>;
}
