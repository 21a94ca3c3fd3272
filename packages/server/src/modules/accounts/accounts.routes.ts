import {
  AccessTokenSchema,
  AuthorizeUrlQuerySchema,
  AuthorizeUrlSchema,
  ChangePasswordRequestSchema,
  canSeeSalary,
  DetailSchema,
  ExtraAuthRequestSchema,
  ExtraAuthStatusSchema,
  ForgotPasswordRequestSchema,
  GoogleLoginRequestSchema,
  LoginRequestSchema,
  ResetLinkInfoSchema,
  ResetLinkQuerySchema,
  ResetPasswordRequestSchema,
} from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/tenancy/org-scope';
import { extraAuthStatus, lockExtraAuth, sendExtraAuthLink, unlockWithExtraAuth } from './extra-auth.service';
import { buildGoogleAuthorizeUrl, loginWithGoogle } from './google-login.service';
import { checkResetLink, forgotPassword, resetPassword } from './password.service';
import { changePassword } from './password-change.service';
import { login, logout, type OwnAttempt, type RequestOrigin } from './session.service';

const originOf = (request: FastifyRequest): RequestOrigin => ({
  address: request.ip,
  requestId: request.id,
  log: request.log,
});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownAttempt = (request: FastifyRequest): OwnAttempt => ({
    ctx: app.ctx,
    org: request.org,
    actor: requireActor(request),
    origin: originOf(request),
  });

  const tags = ['account'];

  app.post(
    '/org/account/login/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: { 200: AccessTokenSchema },
      },
    },
    (request) =>
      login({ ctx: app.ctx, organizationId: request.org.id, input: request.body, origin: originOf(request) }),
  );

  app.post(
    '/org/account/logout/',
    { config: { permission: 'everyone' }, schema: { tags, summary: 'End this session' } },
    async (request, reply) => {
      // Answered once the request's transaction has committed the revocation, never before.
      await request.inScope(logout);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/org/account/password/forgot/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Email a password reset link',
        body: ForgotPasswordRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await forgotPassword({
        ctx: app.ctx,
        org: request.org,
        email: request.body.email,
        origin: originOf(request),
      });
      return { detail: 'Link to reset your password is sent to your email address.' };
    },
  );

  app.get(
    '/org/account/password/reset/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Check a password link before showing the form',
        querystring: ResetLinkQuerySchema,
        response: { 200: ResetLinkInfoSchema },
      },
    },
    (request) =>
      checkResetLink(app.ctx, request.org.id, {
        email: request.query.email,
        token: request.query.token,
        forExtraAuth: request.query.for_extra_auth === 'true',
      }),
  );

  app.post(
    '/org/account/password/reset/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Set a new password (or the additional authentication password) from an emailed link',
        body: ResetPasswordRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await resetPassword({
        ctx: app.ctx,
        organizationId: request.org.id,
        input: request.body,
        origin: originOf(request),
      });
      return { detail: 'Password reset successfully. Sign in to continue.' };
    },
  );

  app.get(
    '/org/account/oauth/google/authorize-url/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The Google (OpenID Connect) authorisation address to send the browser to',
        querystring: AuthorizeUrlQuerySchema,
        response: { 200: AuthorizeUrlSchema },
      },
    },
    async (request) => ({
      url: await buildGoogleAuthorizeUrl(app.ctx, request.org, request.query),
    }),
  );

  app.post(
    '/org/account/oauth/google/login/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Sign in with the code Google returned',
        body: GoogleLoginRequestSchema,
        response: { 200: AccessTokenSchema },
      },
    },
    (request) =>
      loginWithGoogle({ ctx: app.ctx, org: request.org, input: request.body, origin: originOf(request) }),
  );

  app.post(
    '/org/account/password/change/',
    {
      // Not one transaction: a failed attempt is counted even though the request fails.
      config: { permission: 'everyone', inOneTransaction: false },
      schema: {
        tags,
        summary: 'Change the signed-in user’s password (other sessions end)',
        body: ChangePasswordRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await changePassword(ownAttempt(request), request.body);
      return { detail: 'Record Updated' };
    },
  );

  const salaryGroup = { permission: canSeeSalary };

  app.get(
    '/org/account/extra-auth/',
    {
      config: salaryGroup,
      schema: {
        tags,
        summary: 'Whether this session’s salary unlock is active',
        response: { 200: ExtraAuthStatusSchema },
      },
    },
    async (request) => extraAuthStatus(requireActor(request)),
  );

  app.post(
    '/org/account/extra-auth/',
    {
      config: { ...salaryGroup, inOneTransaction: false },
      schema: {
        tags,
        summary:
          'Additional sign-in with the salary key password: unlocks salary data for this session for a while',
        body: ExtraAuthRequestSchema,
        response: { 200: ExtraAuthStatusSchema },
      },
    },
    (request) => unlockWithExtraAuth(ownAttempt(request), request.body.password),
  );

  app.delete(
    '/org/account/extra-auth/',
    {
      config: salaryGroup,
      schema: { tags, summary: 'Lock salary data again', response: { 200: ExtraAuthStatusSchema } },
    },
    (request) => request.inScope(lockExtraAuth),
  );

  app.post(
    '/org/account/extra-auth/link/',
    {
      config: salaryGroup,
      schema: {
        tags,
        summary: 'Email the signed-in user a link to set the additional authentication password',
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await request.inScope(sendExtraAuthLink);
      return { detail: 'Link to reset your password is sent to your email address.' };
    },
  );
};
