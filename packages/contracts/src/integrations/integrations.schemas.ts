import { z } from 'zod';

/** How people sign in when Google is on: beside their password, or with Google only. */
export const GOOGLE_SIGN_IN_MODES = ['password_and_google', 'google_only'] as const;
export type GoogleSignInMode = (typeof GOOGLE_SIGN_IN_MODES)[number];

export const MAX_GOOGLE_DOMAINS = 10;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const GoogleSignInSettingsSchema = z
  .object({
    is_enabled: z.boolean(),
    mode: z.enum(GOOGLE_SIGN_IN_MODES),
    allowed_domains: z
      .array(z.string().trim().toLowerCase().regex(DOMAIN, 'invalid_domain'))
      .max(MAX_GOOGLE_DOMAINS, 'max_10_domains')
      .refine((domains) => new Set(domains).size === domains.length, 'duplicate_domain'),
  })
  .strict()
  .refine((settings) => settings.is_enabled || settings.mode === 'password_and_google', {
    message: 'google_only_needs_google',
    path: ['mode'],
  });
export type GoogleSignInSettings = z.infer<typeof GoogleSignInSettingsSchema>;

/** The organisation's integrations and their state; `is_available` says the deployment can offer it at all. */
export const ConfiguredIntegrationsSchema = z.object({
  google: z.object({
    is_available: z.boolean(),
    is_enabled: z.boolean(),
    mode: z.enum(GOOGLE_SIGN_IN_MODES),
    allowed_domains: z.array(z.string()),
  }),
});
export type ConfiguredIntegrations = z.infer<typeof ConfiguredIntegrationsSchema>;
