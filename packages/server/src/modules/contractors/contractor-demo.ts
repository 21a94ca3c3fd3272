import { formatApiDate } from '@atrium/contracts';
import type { Scope } from '../../platform/scope';
import { activateContract, createContract } from './contract.service';
import { updateContractor } from './contractor.service';
import { createVendor } from './vendor.service';

const daysFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return formatApiDate(date);
};

/** Demo data: the vendor Northwind Staffing supplying the demo contractor on an ongoing contract around today. */
export async function seedContractorDemo(scope: Scope, contractorId: number) {
  const vendor = await createVendor(scope, {
    name: 'Northwind Staffing',
    gst: '29AAACN1234F1Z5',
    pan: 'AAACN1234F',
    email: 'accounts@northwind.example',
    phone: '9876543210',
    address: '12 MG Road, Bengaluru 560001',
  });
  await updateContractor(scope, contractorId, { vendor_id: vendor.id });
  const contract = await createContract(scope, {
    vendor_id: vendor.id,
    contractor_id: contractorId,
    title: 'Frontend development',
    rate: 1800,
    rate_unit: 'hour',
    currency: 'INR',
    start_date: daysFromNow(-90),
    end_date: daysFromNow(180),
  });
  await activateContract(scope, contract.id);
  return { vendor, contract };
}
