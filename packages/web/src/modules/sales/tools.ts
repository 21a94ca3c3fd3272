import type { ToolIdentifier } from '@atrium/contracts';
import type { ToolLoaders } from '../../platform/tools/toolTypes';

const load = (tool: ToolIdentifier) => () =>
  import('./screensEntry').then((entry) => entry.loadSalesScreen(tool));

/**
 * The sales module's tool screens, one chunk each, reached through a small one (see screensEntry) so that the shell
 * every tool opens with carries no list of their files.
 */
export const salesTools: ToolLoaders = {
  'opportunity-list': load('opportunity-list'),
  'opportunity-form': load('opportunity-form'),
  'opportunity-detail': load('opportunity-detail'),
  'opportunity-details': load('opportunity-details'),
  'opportunity-progression': load('opportunity-progression'),
  'follow-ups': load('follow-ups'),
  'all-follow-ups': load('all-follow-ups'),
  'target-setting-form': load('target-setting-form'),
  'sales-target-viewer': load('sales-target-viewer'),
  'opportunity-stats': load('opportunity-stats'),
  'sales-clients-drill-down': load('sales-clients-drill-down'),
  'sales-opportunity-document-manager': load('sales-opportunity-document-manager'),
};
