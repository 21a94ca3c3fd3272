/**
 * Access Tokens: personal and organisation API tokens, made, listed and revoked here. Their table lives in
 * accounts, beside sessions, where the request's actor is found by either.
 */
import { defineModule } from '../../platform/module-kit';
import { accessTokensRoutes } from './access-tokens.routes';

export {
  createAccessToken,
  type NewAccessToken,
  revokeAccessToken,
  storeAccessToken,
} from './access-tokens.service';
export { seedAccessTokensDemo } from './access-tokens-demo';

export const accessTokensModule = defineModule({ name: 'access-tokens', routes: [accessTokensRoutes] });
