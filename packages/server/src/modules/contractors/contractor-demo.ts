import { formatApiDate } from '@atrium/contracts';
import type { Tx } from '../../platform/db/client';
import { activateContract, createContract } from './contract.service';
import { updateContractor } from './contractor.service';
import { createVendor } from './vendor.service';

const SYSTEM = { actorUserId: null };

const daysFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return formatApiDate(date);
};

/** Demo data: the vendor Northwind Staffing supplying the demo contractor on an ongoing contract around today. */
export async function seedContractorDemo(tx: Tx, organizationId: number, contractorId: number) {
  const vendor = await createVendor(
    tx,
    organizationId,
    {
      name: 'Northwind Staffing',
      gst: '29AAACN1234F1Z5',
      pan: 'AAACN1234F',
      email: 'accounts@northwind.example',
      phone: '9876543210',
      address: '12 MG Road, Bengaluru 560001',
    },
    SYSTEM,
  );
  await updateContractor(tx, organizationId, contractorId, { vendor_id: vendor.id }, SYSTEM);
  const contract = await createContract(
    tx,
    organizationId,
    {
      vendor_id: vendor.id,
      contractor_id: contractorId,
      title: 'Frontend development',
      rate: 1800,
      rate_unit: 'hour',
      currency: 'INR',
      start_date: daysFromNow(-90),
      end_date: daysFromNow(180),
    },
    SYSTEM,
  );
  await activateContract(tx, organizationId, contract.id, SYSTEM);
  return { vendor, contract };
}
