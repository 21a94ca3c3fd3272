import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The contractors module's tool screens (vendors, contractors, contracts), one chunk each. */
export const contractorsTools: ToolLoaders = {
  'vendor-list': () => import('./VendorListTool').then((m) => m.VendorListTool),
  'vendor-form': () => import('./VendorFormTool').then((m) => m.VendorFormTool),
  'vendor-details': () => import('./VendorDetailsTool').then((m) => m.VendorDetailsTool),
  'contractor-list': () => import('./ContractorListTool').then((m) => m.ContractorListTool),
  'contractor-form': () => import('./ContractorFormTool').then((m) => m.ContractorFormTool),
  'contractor-details': () => import('./ContractorDetailsTool').then((m) => m.ContractorDetailsTool),
  'contract-details': () => import('./ContractDetailsTool').then((m) => m.ContractDetailsTool),
};
