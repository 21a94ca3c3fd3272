import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The error a field announces: the text of the element its aria-describedby points to. */
export function fieldError(label: string): string {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

export async function expectFieldError(label: string, message: string): Promise<void> {
  await waitFor(() => expect(fieldError(label)).toBe(message));
}
