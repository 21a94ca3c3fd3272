import type { Scope } from '../scope';

/**
 * Events a lower module announces for the modules above it (a hire joins: resources may propose an allocation),
 * without knowing them. A module listens by naming the events in its `defineModule` (`listeners`); composing the
 * modules registers them. A listener runs in the announcing change's transaction, with its scope, so what it does
 * commits or rolls back with the change; a listener that throws refuses the change.
 */
export type DomainEventListener<Data = unknown> = (scope: Scope, data: Data) => Promise<void> | void;

/** What each event carries; a module announcing an event declares its data here. */
export interface DomainEvents {
  /** An employee started serving notice (exits): they work until their last working day. */
  'exits.exit_started': { exitId: number; employeeId: number; lastWorkingDay: string };
  /** A candidate joined: the employee their joining created (hiring). */
  'hiring.candidate_joined': {
    applicationId: number;
    candidateId: number;
    hiringRequestId: number;
    /** The resource request the hiring request came from, if any. */
    resourceRequest: string | null;
    employeeId: number;
    userId: number;
    dateOfJoining: string;
  };
}
export type DomainEventName = keyof DomainEvents;

export type DomainEventListeners = {
  readonly [Name in DomainEventName]?: DomainEventListener<DomainEvents[Name]>;
};

const listeners = new Map<DomainEventName, Set<DomainEventListener<never>>>();

/**
 * Registers modules' listeners (composing modules again registers each one once); the answer takes them off again,
 * for a test's own listener.
 */
export function registerEventListeners(all: readonly DomainEventListeners[]): () => void {
  const added = all.flatMap(
    (module) => Object.entries(module) as [DomainEventName, DomainEventListener<never>][],
  );
  for (const [name, listener] of added) {
    const set = listeners.get(name) ?? new Set();
    set.add(listener);
    listeners.set(name, set);
  }
  return () => {
    for (const [name, listener] of added) listeners.get(name)?.delete(listener);
  };
}

/** Announces an event in the change's transaction: every listener runs, in the order the modules are composed. */
export async function announce<Name extends DomainEventName>(
  scope: Scope,
  name: Name,
  data: DomainEvents[Name],
): Promise<void> {
  for (const listener of listeners.get(name) ?? [])
    await (listener as DomainEventListener<DomainEvents[Name]>)(scope, data);
}
