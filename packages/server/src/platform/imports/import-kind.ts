import type { ImportKindId } from '@atrium/contracts';
import type { AppContext } from '../app-context';
import type { ScopedOrganization } from '../tenancy/org-scope';
import type { ImportHandler } from './import-handler';
import { runImport } from './import-runner';
import type { TaskInput, TaskOutcome, TaskProgress } from './task-outcome';

/** One record kind of the Generic Importer as the registry holds it: the type of its rows stays inside. */
export interface ImportKind {
  kind: ImportKindId;
  run(
    ctx: AppContext,
    org: ScopedOrganization,
    task: TaskInput,
    progress: TaskProgress,
  ): Promise<TaskOutcome>;
}

/** Registers a module's handler for one record kind. */
export function defineImportKind<Row>(handler: ImportHandler<Row>): ImportKind {
  return {
    kind: handler.kind,
    run: (ctx, org, task, progress) => runImport(ctx, org, task, handler, progress),
  };
}
