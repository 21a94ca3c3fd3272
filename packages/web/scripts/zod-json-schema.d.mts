import type { Plugin } from 'vite';

export function zodJsonSchema(): Plugin;
