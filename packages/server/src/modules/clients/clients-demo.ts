import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { clientContacts, clients } from './clients.tables';

interface DemoContact {
  salutation: 'Mr' | 'Ms' | 'Mrs' | 'Dr';
  firstName: string;
  lastName: string;
  position: string;
  email: string;
  mobile: string;
  canResourceAccess?: boolean;
}

interface DemoClient {
  name: string;
  gstin: string | null;
  pan: string | null;
  currency: 'INR' | 'USD' | 'EUR';
  addressLine: string;
  city: string;
  state: string | null;
  country: string;
  postalCode: string;
  contacts: DemoContact[];
}

const DEMO_CLIENTS: DemoClient[] = [
  {
    name: 'Globex Corporation',
    gstin: null,
    pan: null,
    currency: 'USD',
    addressLine: '1200 Market Street',
    city: 'San Francisco',
    state: 'California',
    country: 'United States',
    postalCode: '94103',
    contacts: [
      {
        salutation: 'Ms',
        firstName: 'Hannah',
        lastName: 'Scott',
        position: 'VP Engineering',
        email: 'hannah.scott@globex.example',
        mobile: '+14155550134',
        canResourceAccess: true,
      },
      {
        salutation: 'Mr',
        firstName: 'Marcus',
        lastName: 'Lee',
        position: 'Procurement Lead',
        email: 'marcus.lee@globex.example',
        mobile: '+14155550188',
      },
    ],
  },
  {
    name: 'Initech',
    gstin: '27AAACI1234F1Z5',
    pan: 'AAACI1234F',
    currency: 'INR',
    addressLine: 'Level 9, One BKC, Bandra Kurla Complex',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    postalCode: '400051',
    contacts: [
      {
        salutation: 'Mr',
        firstName: 'Rohan',
        lastName: 'Kapoor',
        position: 'Chief Technology Officer',
        email: 'rohan.kapoor@initech.example',
        mobile: '9820012345',
        canResourceAccess: true,
      },
    ],
  },
  {
    name: 'Kaizen Retail',
    gstin: '29AABCK5678L1Z2',
    pan: 'AABCK5678L',
    currency: 'INR',
    addressLine: '42 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    postalCode: '560025',
    contacts: [
      {
        salutation: 'Ms',
        firstName: 'Meera',
        lastName: 'Iyer',
        position: 'Head of Digital',
        email: 'meera.iyer@kaizen.example',
        mobile: '9845012345',
      },
    ],
  },
  {
    name: 'Umbrella Health',
    gstin: null,
    pan: null,
    currency: 'EUR',
    addressLine: 'Friedrichstraße 68',
    city: 'Berlin',
    state: null,
    country: 'Germany',
    postalCode: '10117',
    contacts: [
      {
        salutation: 'Dr',
        firstName: 'Lena',
        lastName: 'Vogel',
        position: 'Director, Clinical Systems',
        email: 'lena.vogel@umbrella.example',
        mobile: '+4930555012',
      },
    ],
  },
  {
    name: 'Sterling Finserv',
    gstin: '07AADCS9012Q1Z8',
    pan: 'AADCS9012Q',
    currency: 'INR',
    addressLine: 'Tower B, Cyber City',
    city: 'Gurugram',
    state: 'Haryana',
    country: 'India',
    postalCode: '122002',
    contacts: [],
  },
];

/**
 * The demo's clients, with addresses, tax ids and contacts, once per organisation; the ids of `names` (a name the
 * demo does not know is added bare).
 */
export async function seedDemoClients(tx: Tx, organizationId: number, names: readonly string[]) {
  const [any] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.organizationId, organizationId))
    .limit(1);
  if (!any) {
    const added = await tx
      .insert(clients)
      .values(DEMO_CLIENTS.map(({ contacts: _contacts, ...client }) => ({ organizationId, ...client })))
      .returning({ id: clients.id, name: clients.name });
    const idOf = new Map(added.map((client) => [client.name, client.id]));
    const contacts = DEMO_CLIENTS.flatMap((client) =>
      client.contacts.map((contact) => ({
        organizationId,
        clientId: idOf.get(client.name) as number,
        ...contact,
        canResourceAccess: contact.canResourceAccess ?? false,
      })),
    );
    if (contacts.length) await tx.insert(clientContacts).values(contacts);
  }
  const wanted = [...new Set(names)];
  if (!wanted.length) return new Map<string, number>();
  const known = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), inArray(clients.name, wanted)));
  const ids = new Map(known.map((client) => [client.name, client.id]));
  const missing = wanted.filter((name) => !ids.has(name));
  if (missing.length) {
    const added = await tx
      .insert(clients)
      .values(missing.map((name) => ({ organizationId, name })))
      .returning({ id: clients.id, name: clients.name });
    for (const client of added) ids.set(client.name, client.id);
  }
  return ids;
}
