import { defineTools } from '../tools/define-tools';
import { canManageClients, canReadClients } from './clients.rules';

/** The clients module's tools and who may use them. */
export const CLIENTS_TOOLS = defineTools({
  'client-list': canReadClients,
  'client-detail': canReadClients,
  'client-form': canManageClients,
  'contact-manager': canReadClients,
  'contact-form': canManageClients,
});
