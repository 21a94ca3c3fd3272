import { DEFAULT_MESSAGES } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from './apiClient';
import { loadCodeMessages } from './codeMessages';
import { messageForCode } from './errorMessages';

describe('code messages loaded beside the shell', () => {
  it('holds a failed call until the texts its code is read with have loaded', async () => {
    let finish: (messages: Record<string, string>) => void = () => {};
    loadCodeMessages(() => new Promise((resolve) => (finish = resolve)));
    const response = new Response(JSON.stringify({ code: 'late_code' }), { status: 400 });
    let body: { code: string } | null = null;
    const reading = readErrorBody(response).then((read) => (body = read));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(body).toBeNull();
    finish({ late_code: 'Loaded with the shell' });
    await reading;
    expect(body).toEqual({ code: 'late_code' });
    expect(messageForCode({ code: 'late_code' })).toBe('Loaded with the shell');
  });

  it('answers with the generic message when the texts cannot load', async () => {
    loadCodeMessages(() => Promise.reject(new Error('chunk failed')));
    const body = await readErrorBody(new Response(JSON.stringify({ code: 'never_loaded' }), { status: 400 }));
    expect(messageForCode(body)).toBe(DEFAULT_MESSAGES.error);
  });
});
