import type { ConfiguredIntegrations, GoogleSignInSettings } from '@atrium/contracts';
import type { Config } from '../../config';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { changeSignIn } from '../orgs';

interface SignInOf {
  primaryLoginProvider: string;
  secondaryLoginProviders: string[];
  googleAllowedDomains: string[];
}

/** Whether this deployment has a Google client to sign in with (GOOGLE_CLIENT_ID and its secret). */
const isGoogleAvailable = (config: Config) => Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);

/** Sign-in with Google as the organisation's admins see it. */
export function configuredIntegrations(
  config: Config,
  org: SignInOf,
): Pick<ConfiguredIntegrations, 'google'> {
  const providers = [org.primaryLoginProvider, ...org.secondaryLoginProviders];
  return {
    google: {
      is_available: isGoogleAvailable(config),
      is_enabled: providers.includes('google'),
      mode: org.primaryLoginProvider === 'google' ? 'google_only' : 'password_and_google',
      allowed_domains: org.googleAllowedDomains,
    },
  };
}

/**
 * Turns sign-in with Google on (beside passwords, or as the only way) or off, and sets the domains its accounts
 * must have. Google can be turned on only where the deployment has a Google client.
 */
export async function changeGoogleSignIn(scope: Scope, config: Config, settings: GoogleSignInSettings) {
  if (settings.is_enabled && !isGoogleAvailable(config)) throw new AppError('provider_not_configured');
  const before = configuredIntegrations(config, scope.org);
  const isGoogleOnly = settings.is_enabled && settings.mode === 'google_only';
  const row = await changeSignIn(scope.tx, scope.org.id, {
    primaryLoginProvider: isGoogleOnly ? 'google' : 'internal',
    secondaryLoginProviders: settings.is_enabled && !isGoogleOnly ? ['google'] : [],
    googleAllowedDomains: settings.allowed_domains,
  });
  const after = configuredIntegrations(config, row);
  await scope.audit({
    action: 'integration.google_sign_in.change',
    entityType: 'organization',
    entityId: scope.org.id,
    before: before.google,
    after: after.google,
  });
  return after;
}
