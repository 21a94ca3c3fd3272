import type { Plugin } from 'vite';

export function routeBudget(options: {
  route: string;
  pages: string[];
  budgetKb: number;
  ceilingKb?: number;
}): Plugin;
