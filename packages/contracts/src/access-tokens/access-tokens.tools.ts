import { defineTools } from '../tools/define-tools';
import { canUseAccessTokens } from './access-tokens.rules';

/** The access tokens module's tools and who may use them. */
export const ACCESS_TOKENS_TOOLS = defineTools({ 'access-tokens': canUseAccessTokens });
