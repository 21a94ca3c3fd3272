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

/** A Microsoft Entra id (tenant, application): a GUID, kept in lower case. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const entraId = z.string().trim().toLowerCase().regex(GUID, 'invalid_guid');

/**
 * The organisation's Microsoft Teams bot: its Entra tenant, the bot's app (client) id and, when given, a new client
 * secret (left out, the one set stays). The secret is sealed when stored and never answered.
 */
export const TeamsSettingsSchema = z
  .object({
    is_enabled: z.boolean(),
    tenant_id: entraId,
    app_id: entraId,
    client_secret: z.string().trim().min(1, 'required').max(512, 'max_512').optional(),
  })
  .strict();
export type TeamsSettings = z.infer<typeof TeamsSettingsSchema>;

export const TeamsIntegrationSchema = z.object({
  is_enabled: z.boolean(),
  tenant_id: z.string().nullable(),
  app_id: z.string().nullable(),
  /** Whether a client secret is stored; the secret itself never leaves the server. */
  has_client_secret: z.boolean(),
  /** People whose Teams chat with the bot is known, so they get their notifications there. */
  linked_people: z.number().int(),
  /** What the bot registration in Azure sends Teams' messages to. */
  messaging_endpoint: z.string(),
});
export type TeamsIntegration = z.infer<typeof TeamsIntegrationSchema>;

/** What a test message reached: the caller's own Teams chat. */
export const TeamsTestMessageSchema = z.object({ is_sent: z.boolean() });

/** The organisation's integrations and their state; `is_available` says the deployment can offer it at all. */
export const ConfiguredIntegrationsSchema = z.object({
  google: z.object({
    is_available: z.boolean(),
    is_enabled: z.boolean(),
    mode: z.enum(GOOGLE_SIGN_IN_MODES),
    allowed_domains: z.array(z.string()),
  }),
  teams: TeamsIntegrationSchema,
});
export type ConfiguredIntegrations = z.infer<typeof ConfiguredIntegrationsSchema>;
