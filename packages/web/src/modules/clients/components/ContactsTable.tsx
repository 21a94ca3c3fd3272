import type { Contact } from '@atrium/contracts';
import { QueryPagedTable, usePage } from '../../../ui/QueryPagedTable';
import { useContactPage } from '../clients.api';
import { useContactColumns } from './useContactColumns';

/** One client's contacts, paged on the server. */
export function ContactsTable({ clientId }: { clientId: number }) {
  const paging = usePage();
  const contacts = useContactPage({ client_id: clientId, limit: paging.limit, offset: paging.offset });
  const { columns, dialog } = useContactColumns(false);
  return (
    <>
      <QueryPagedTable<Contact>
        aria-label="Contacts"
        rowKey="id"
        columns={columns}
        query={contacts}
        paging={paging}
        emptyText="No contacts at this client yet."
      />
      {dialog}
    </>
  );
}
