import { z } from 'zod';
import { IdParamSchema } from '../ids';

export const OrgParamsSchema = z.object({ orgId: IdParamSchema });

const EmailField = z.string().trim().min(1, 'required').max(254).email('invalid_email');
const PasswordField = z.string().min(1, 'required').max(256);

export const LoginRequestSchema = z.strictObject({ email: EmailField, password: PasswordField });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AccessTokenSchema = z.object({ access: z.string() });
export type AccessToken = z.infer<typeof AccessTokenSchema>;

export const GoogleLoginRequestSchema = z.strictObject({
  code: z.string().min(1).max(4096),
  redirect_uri: z.string().url().max(2048).optional(),
});

export const ForgotPasswordRequestSchema = z.strictObject({ email: EmailField });

export const ResetLinkQuerySchema = z.strictObject({
  email: EmailField,
  token: z.string().min(1).max(256),
  for_extra_auth: z.enum(['true', 'false']).optional(),
});

/** New passwords: at least 8 characters (ASVS 6.2.1), long passphrases allowed, no composition rules. */
export const NewPasswordSchema = z.string().min(8, 'password_too_short').max(128, 'password_too_long');

export const ResetPasswordRequestSchema = z.strictObject({
  email: EmailField,
  token: z.string().min(1).max(256),
  password: NewPasswordSchema,
  for_extra_auth: z.boolean().optional(),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ResetLinkInfoSchema = z.object({ email: z.string(), is_initial: z.boolean() });

export const DetailSchema = z.object({ detail: z.string() });

/** `state` is the browser's own random value: it checks that what returns to it is the sign-in it started. */
export const OAUTH_STATE_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;
export const AuthorizeUrlQuerySchema = z.object({
  redirect_uri: z.string().url().max(2048),
  state: z.string().regex(OAUTH_STATE_PATTERN, 'invalid'),
});
export const AuthorizeUrlSchema = z.object({ url: z.string() });

export const ChangePasswordRequestSchema = z
  .strictObject({ old_password: PasswordField, new_password: NewPasswordSchema })
  .refine((body) => body.old_password !== body.new_password, {
    message: 'password_same_as_old',
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The additional sign-in that unlocks salary data for a bounded time (the System Authentication tool). */
export const ExtraAuthRequestSchema = z.strictObject({ password: PasswordField });
export const ExtraAuthStatusSchema = z.object({
  is_unlocked: z.boolean(),
  expires_at: z.string().nullable(),
});
export type ExtraAuthStatus = z.infer<typeof ExtraAuthStatusSchema>;
