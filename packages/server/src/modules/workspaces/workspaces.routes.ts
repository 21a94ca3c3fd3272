import {
  canManageWorkspaces,
  DEFAULT_WORKSPACE_NAME,
  DetailSchema,
  ResolveRequestSchema,
  ResolveResponseSchema,
  UpdateWorkspaceRequestSchema,
  WorkspaceActionRequestSchema,
  WorkspaceConfigSchema,
  WorkspaceListQuerySchema,
  WorkspacePageSchema,
  WorkspaceParamsSchema,
  WorkspaceSummarySchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownRecords } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import { getWorkspaceConfig, listWorkspaces, setWorkspaceEnabled } from './workspace.service';
import { recordWorkspaceAction, resolveWorkspace } from './workspace-resolver.service';

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['workspace'];

  app.get(
    '/workspace/default-workspace/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'The default workspace, fitted to the caller’s widgets',
        response: { 200: WorkspaceConfigSchema },
      },
    },
    (request) => request.inScope((scope) => getWorkspaceConfig(scope, DEFAULT_WORKSPACE_NAME)),
  );

  app.get(
    '/workspace/workspaces/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'The workspaces the caller may open (managers also see disabled ones)',
        querystring: WorkspaceListQuerySchema,
        response: { 200: WorkspacePageSchema },
      },
    },
    (request) => request.inOrg((tx) => listWorkspaces(tx, requireActor(request), request.query)),
  );

  app.get(
    '/workspace/workspaces/:id/',
    {
      config: { permission: ownRecords() },
      schema: {
        tags,
        summary: 'One workspace by name or id ("default" is the default workspace)',
        params: WorkspaceParamsSchema,
        response: { 200: WorkspaceConfigSchema },
      },
    },
    (request) => request.inScope((scope) => getWorkspaceConfig(scope, request.params.id)),
  );

  app.patch(
    '/workspace/workspaces/:id/',
    {
      config: { permission: (actor) => canManageWorkspaces(actor) },
      schema: {
        tags,
        summary: 'Enable or disable a workspace (organisation admins and setup managers)',
        params: WorkspaceParamsSchema,
        body: UpdateWorkspaceRequestSchema,
        response: { 200: WorkspaceSummarySchema },
      },
    },
    (request) =>
      request.inScope((scope) => setWorkspaceEnabled(scope, request.params.id, request.body.is_enabled)),
  );

  app.post(
    '/workspace/resolve/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'Which workspace a notification or a link opens, with the options for its tools',
        body: ResolveRequestSchema,
        response: { 200: ResolveResponseSchema },
      },
    },
    (request) => request.inScope((scope) => resolveWorkspace(scope, request.body)),
  );

  app.post(
    '/workspace/action/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'Record an action taken on a workspace in the audit trail',
        body: WorkspaceActionRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    (request) => request.inScope((scope) => recordWorkspaceAction(scope, request.body)),
  );
};
