import { CHUNK_LOAD_TIMEOUT_MS } from '@atrium/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const RELOADED_FOR_CHUNK_KEY = 'atrium.reloaded-for-chunk';

class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** A page chunk that failed to arrive, typically because a new release replaced the old files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error instanceof ChunkLoadError ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** A chunk error reloads the page once, to fetch the current release; a second one is a crash. */
export function shouldReloadForChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && !window.sessionStorage.getItem(RELOADED_FOR_CHUNK_KEY);
}

export function reloadForChunkError(): void {
  window.sessionStorage.setItem(RELOADED_FOR_CHUNK_KEY, '1');
  window.location.reload();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Page chunk did not load in ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A code-split page; a load over 120 s counts as failed (spec 2.6, 9). */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const component = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    window.sessionStorage.removeItem(RELOADED_FOR_CHUNK_KEY);
    return { default: component };
  });
}
