import { type Contact, canManageClients } from '@atrium/contracts';
import { Button, Flex, type TableProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { messageForError } from '../../../platform/errorMessages';
import { toolLink } from '../../../platform/tools/toolLink';
import { useCan } from '../../../platform/useCan';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useDeleteContact } from '../clients.api';

/** A contact as addressed: salutation, first and last name. */
export const contactName = (contact: Pick<Contact, 'salutation' | 'first_name' | 'last_name'>) =>
  [contact.salutation, contact.first_name, contact.last_name].filter(Boolean).join(' ');

/**
 * The columns of a contacts table (the client's, unless the table is of one client), with Edit and Delete for
 * those who keep contacts; a delete is confirmed first. Render `dialog` once beside the table.
 */
export function useContactColumns(showClient: boolean): {
  columns: TableProps<Contact>['columns'];
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const notify = useNotify();
  const canManage = useCan(canManageClients);
  const remove = useDeleteContact();
  const [confirm, dialog] = useConfirmation();

  const askDelete = (contact: Contact) =>
    confirm({
      title: 'Delete contact',
      content: `${contactName(contact)} is removed from ${contact.client.name}.`,
      confirmText: 'Delete',
      isDanger: true,
      onConfirm: () =>
        remove.mutateAsync(contact.id).then(
          () => notify('success', 'Contact deleted'),
          (error: unknown) => {
            notify('error', messageForError(error, 'clients'));
            throw error;
          },
        ),
    });

  const columns: TableProps<Contact>['columns'] = [
    { title: 'Name', key: 'name', render: (_, contact) => contactName(contact) },
    ...(showClient
      ? [
          {
            title: 'Client',
            key: 'client',
            render: (_: unknown, contact: Contact) => (
              <a
                href={toolLink('client-detail', { id: contact.client.id })}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(toolLink('client-detail', { id: contact.client.id }));
                }}
              >
                {contact.client.name}
              </a>
            ),
          },
        ]
      : []),
    { title: 'Position', key: 'position', render: (_, contact) => contact.position ?? '—' },
    {
      title: 'Email',
      key: 'email',
      render: (_, contact) => (contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'),
    },
    { title: 'Mobile', key: 'mobile', render: (_, contact) => contact.mobile ?? '—' },
    {
      title: 'Resources',
      key: 'can_resource_access',
      render: (_, contact) => (contact.can_resource_access ? <Tag color="blue">Can see resources</Tag> : '—'),
    },
    ...(canManage
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, contact: Contact) => (
              <Flex gap={4}>
                <Button
                  size="small"
                  aria-label={`Edit ${contactName(contact)}`}
                  onClick={() => navigate(toolLink('contact-form', { id: contact.id }))}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`Delete ${contactName(contact)}`}
                  onClick={() => askDelete(contact)}
                >
                  Delete
                </Button>
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return { columns, dialog };
}
