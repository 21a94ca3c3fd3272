import type { ToolIdentifier } from '@atrium/contracts';
import type { ToolLoaders } from '../../platform/tools/toolTypes';

const load = (tool: ToolIdentifier) => () =>
  import('./screensEntry').then((entry) => entry.loadClientsScreen(tool));

/**
 * The clients module's tool screens, one chunk each, reached through a small one (see screensEntry) so that the
 * shell every tool opens with carries no list of their files.
 */
export const clientsTools: ToolLoaders = {
  'client-list': load('client-list'),
  'client-detail': load('client-detail'),
  'client-form': load('client-form'),
  'contact-manager': load('contact-manager'),
  'contact-form': load('contact-form'),
};
