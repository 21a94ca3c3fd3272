import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The access tokens module's tool screens, one chunk each. */
export const accessTokensTools: ToolLoaders = {
  'access-tokens': () => import('./AccessTokensTool').then((m) => m.AccessTokensTool),
};
