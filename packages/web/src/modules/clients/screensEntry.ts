import type { ToolIdentifier } from '@atrium/contracts';
import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** Each clients tool's screen, one chunk each. */
const SCREENS: ToolLoaders = {
  'client-list': () => import('./ClientListTool').then((m) => m.ClientListTool),
  'client-detail': () => import('./ClientDetailTool').then((m) => m.ClientDetailTool),
  'client-form': () => import('./ClientFormTool').then((m) => m.ClientFormTool),
  'contact-manager': () => import('./ContactManagerTool').then((m) => m.ContactManagerTool),
  'contact-form': () => import('./ContactFormTool').then((m) => m.ContactFormTool),
};

/**
 * Loads a clients tool's screen. The shell imports only this small chunk, so the lists of files the screens need
 * sit here rather than in the shell every tool opens with.
 */
export const loadClientsScreen = (tool: ToolIdentifier) =>
  (SCREENS[tool] as NonNullable<ToolLoaders[ToolIdentifier]>)();
