import type { Plugin } from 'vite';

export function antdUnused(): Plugin;
