import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until every query the screen holds has its answer (one waiting on another, such as the signed-in user's,
 * is waited for too), and the screen has been drawn with the answers: what a test waits for before saying that
 * something is not shown.
 */
export async function settled(queryClient: QueryClient) {
  await waitFor(() => {
    const queries = queryClient.getQueryCache().getAll();
    expect(queries.length).toBeGreaterThan(0);
    const waiting = queries.filter(({ state }) => state.status === 'pending' || state.fetchStatus !== 'idle');
    expect(waiting.map((query) => query.queryKey)).toEqual([]);
  });
  // The query client tells the screen in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
