import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { type DomainEventListeners, registerEventListeners } from './events/domain-events';
import type { ExportHandler } from './imports/export-handler';
import type { ImportKind } from './imports/import-kind';
import type { JobDefinition } from './jobs/job-queue';
import type { RealtimeLoader } from './realtime/realtime-hub';
import type { SearchProvider } from './search/search-provider';

/** What every module contributed, gathered once: what the importer, the exporter and search look through. */
export interface ModuleRegistry {
  importKinds: ReadonlyMap<string, ImportKind>;
  exportKinds: ReadonlyMap<string, ExportHandler>;
  /** In the order search results are listed. */
  searchProviders: readonly SearchProvider[];
  /** Every column holding sealed values, re-sealed when the data key changes. */
  sealedColumns: readonly SealedColumn[];
}

/** A column of a module's table holding values sealed with the data key (`ctx.sealer`), one row per `key`. */
export interface SealedColumn {
  table: AnyPgTable;
  column: AnyPgColumn;
  /** The integer column naming one row within its organisation. */
  key: AnyPgColumn;
}

/** Route plugins receive the registry, for the few (search, imports) that serve every module. */
export type ModuleRoutes = FastifyPluginAsyncZod<{ registry: ModuleRegistry }>;

/** One domain module as the application composes it (modules.ts lists them). */
export interface AtriumModule {
  name: string;
  /** Routes under `/api/{orgId}/`: the organisation, the session and each route's permission are checked first. */
  routes?: readonly ModuleRoutes[];
  /** Routes under `/api/public/`, for callers without a session. */
  publicRoutes?: readonly FastifyPluginAsyncZod[];
  /** Background jobs every server process works on. */
  jobs?: (ctx: AppContext, registry: ModuleRegistry) => readonly JobDefinition<never>[];
  /** Record kinds of the Generic Importer this module owns. */
  importKinds?: (ctx: AppContext) => readonly ImportKind[];
  /** Record kinds this module exports to Excel. */
  exportKinds?: readonly ExportHandler[];
  /** Records the header's search finds in this module. */
  searchProviders?: readonly SearchProvider[];
  /** What each kind of realtime event of this module loads for the socket of the user it is for. */
  realtime?: (ctx: AppContext) => Readonly<Record<string, RealtimeLoader>>;
  /** What it does when a module below it announces an event (`announce`), in that change's transaction. */
  listeners?: DomainEventListeners;
  /** The columns of its tables that hold sealed values. */
  sealedColumns?: readonly SealedColumn[];
  /** The module's tables (its own migrations create them, each under row-level security). */
  tables?: Readonly<Record<string, AnyPgTable>>;
}

export function defineModule<const M extends AtriumModule>(module: M): M {
  return module;
}

/** Gathers the modules' contributions; a kind or a realtime event claimed twice is a wiring mistake. */
export function composeModules(ctx: AppContext, modules: readonly AtriumModule[]) {
  const unique = <T>(what: string, entries: [string, T][]) => {
    const map = new Map<string, T>();
    for (const [key, value] of entries) {
      if (map.has(key)) throw new Error(`${what} ${key} is registered twice`);
      map.set(key, value);
    }
    return map;
  };
  registerEventListeners(modules.flatMap((m) => (m.listeners ? [m.listeners] : [])));
  const registry: ModuleRegistry = {
    importKinds: unique(
      'import kind',
      modules.flatMap((m) =>
        (m.importKinds?.(ctx) ?? []).map((kind) => [kind.kind, kind] as [string, ImportKind]),
      ),
    ),
    exportKinds: unique(
      'export kind',
      modules.flatMap((m) =>
        (m.exportKinds ?? []).map((kind) => [kind.kind, kind] as [string, ExportHandler]),
      ),
    ),
    searchProviders: modules.flatMap((m) => m.searchProviders ?? []),
    sealedColumns: modules.flatMap((m) => m.sealedColumns ?? []),
  };
  return {
    registry,
    /** Each module's route plugins with its name, which tags its routes (what access token scopes name). */
    routes: modules.flatMap((m) => (m.routes ?? []).map((routes) => ({ module: m.name, routes }))),
    publicRoutes: modules.flatMap((m) => m.publicRoutes ?? []),
    jobs: () => modules.flatMap((m) => m.jobs?.(ctx, registry) ?? []),
    realtime: () =>
      Object.fromEntries(
        unique(
          'realtime event',
          modules.flatMap((m) => Object.entries(m.realtime?.(ctx) ?? {})),
        ),
      ),
  };
}
