import {
  ACCESS_TOKENS_SORTABLE,
  type AccessTokenCreated,
  type AccessTokenRecord,
  canManageOrganizationTokens,
  formatDisplayDate,
} from '@atrium/contracts';
import { Button, Flex, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { listOptions } from '../../platform/listOptions';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import type { SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useAccessTokens, useRevokeAccessToken } from './access-tokens.api';
import { scopeText } from './scopeLabels';
import { TokenCreatedModal } from './TokenCreatedModal';

// The form (its date picker, role select and scope table) is fetched when it is first opened, not with the list.
const NewTokenModal = lazy(() => import('./NewTokenModal').then((m) => ({ default: m.NewTokenModal })));
const MODULE = 'access-tokens';

const SEARCH: SearchDefinition = { label: 'Search tokens', placeholder: 'Token name' };
const STATUS_TEXTS = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;
const SCOPES_SHOWN = 3;

/**
 * 'access-tokens' (Access Tokens): API tokens, searched by name, sorted and paged; "New token" makes one (shown
 * once), "Revoke" ends one after a confirmation. Everyone sees their own personal tokens; the org admin, the setup
 * manager and the CEO every token of the organisation, and make organisation tokens too.
 */
export function AccessTokensTool({ options, onOptionsChange }: ToolProps) {
  const list = listOptions<AccessTokenRecord>(options, onOptionsChange, ACCESS_TOKENS_SORTABLE);
  const search = textOption(options, 'search');
  const tokens = useAccessTokens({ ...list.query, ...(search && { search }) });
  const seesEvery = useCan(canManageOrganizationTokens);
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);
  const [confirm, confirmation] = useConfirmation();
  const revoke = useRevokeAccessToken();
  const notify = useNotify();

  const askRevoke = (token: AccessTokenRecord) =>
    confirm({
      title: `Revoke “${token.name}”?`,
      content: 'Requests made with it are refused from now on. This cannot be undone.',
      confirmText: 'Revoke',
      isDanger: true,
      onConfirm: () =>
        revoke.mutateAsync(token.id).then(
          () => notify('success', `Token “${token.name}” revoked`),
          (error: unknown) => {
            notify('error', messageForError(error, MODULE));
            throw error;
          },
        ),
    });

  const columns: TableProps<AccessTokenRecord>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, token) => (
        <Flex vertical>
          <span>{token.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {token.hint}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Kind',
      key: 'kind',
      render: (_, token) => (token.kind === 'organization' ? 'Organisation' : 'Personal'),
    },
    ...(seesEvery
      ? [
          {
            title: 'Owner',
            key: 'owner',
            render: (_: unknown, token: AccessTokenRecord) =>
              token.owner?.name ?? (
                <Flex vertical>
                  <span>Acts as {token.service_user?.name ?? 'its service user'}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Made by {token.created_by?.name ?? 'unknown'}
                  </Typography.Text>
                </Flex>
              ),
          },
        ]
      : []),
    {
      title: 'Scopes',
      key: 'scopes',
      render: (_, token) => {
        const shown = token.scopes.slice(0, SCOPES_SHOWN);
        const rest = token.scopes.slice(SCOPES_SHOWN);
        return (
          <Flex gap={4} wrap>
            {shown.map((scope) => (
              <Tag key={scope}>{scopeText(scope)}</Tag>
            ))}
            {rest.length > 0 && (
              <Tooltip title={rest.map(scopeText).join(', ')}>
                <Tag>+{rest.length} more</Tag>
              </Tooltip>
            )}
          </Flex>
        );
      },
    },
    {
      title: 'Expires',
      key: 'expires',
      sorter: true,
      sortOrder: list.sortOrder('expires'),
      render: (_, token) => displayDate(token.expires_on),
    },
    {
      title: 'Last used',
      key: 'last_used',
      render: (_, token) => (token.last_used_at ? formatDisplayDate(new Date(token.last_used_at)) : 'Never'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, token) => <StatusBadge status={token.status} label={STATUS_TEXTS[token.status]} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_, token) =>
        token.status === 'revoked' ? null : (
          <Button size="small" danger onClick={() => askRevoke(token)} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <ServerListScreen<AccessTokenRecord>
      label="Access tokens"
      columns={columns}
      result={tokens}
      list={list}
      emptyText={
        search ? (
          'No tokens match this name.'
        ) : (
          <Flex vertical gap={4} align="center">
            <span>No access tokens yet.</span>
            <Typography.Text type="secondary" style={{ maxWidth: 480 }}>
              A token lets a script or another system use the Atrium API on your behalf, limited to the scopes
              you choose and until the day it expires. See the <a href="/api/docs">API documentation</a>.
            </Typography.Text>
          </Flex>
        )
      }
      filterBar={{ value: { search }, search: SEARCH }}
      add={{ label: 'New token', onClick: () => setIsCreating(true) }}
    >
      {isCreating && (
        <Suspense fallback={null}>
          <NewTokenModal
            onClose={() => setIsCreating(false)}
            onCreated={(token) => {
              setIsCreating(false);
              setCreated(token);
            }}
          />
        </Suspense>
      )}
      {created && <TokenCreatedModal token={created} onClose={() => setCreated(null)} />}
      {confirmation}
    </ServerListScreen>
  );
}
