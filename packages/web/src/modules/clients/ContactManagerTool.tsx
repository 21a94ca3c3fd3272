import { CONTACT_SORTABLE, type Contact, canManageClients } from '@atrium/contracts';
import { useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import type { SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { useContactPage } from './clients.api';
import { useContactColumns } from './components/useContactColumns';

const SEARCH: SearchDefinition = { label: 'Search contacts', placeholder: 'Name, email, position or client' };

/** 'contact-manager' (Contact Manager): every client's contacts (or option `client_id`'s), searched and paged. */
export function ContactManagerTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const canManage = useCan(canManageClients);
  const list = listOptions<Contact>(options, onOptionsChange, CONTACT_SORTABLE);
  const clientId = idOption(options.client_id);
  const filters = { search: textOption(options, 'search') };
  const contacts = useContactPage({ ...list.query, search: filters.search, client_id: clientId });
  const { columns, dialog } = useContactColumns(true);
  return (
    <ServerListScreen<Contact>
      label="Contacts"
      columns={columns}
      result={contacts}
      list={list}
      emptyText="No contacts match this search."
      filterBar={{ value: filters, search: SEARCH }}
      add={
        canManage
          ? {
              label: 'Add contact',
              onClick: () => navigate(toolLink('contact-form', clientId ? { client_id: clientId } : {})),
            }
          : undefined
      }
    >
      {dialog}
    </ServerListScreen>
  );
}
