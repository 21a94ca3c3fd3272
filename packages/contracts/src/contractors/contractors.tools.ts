import { defineTools, everyoneInWorkspace } from '../tools/define-tools';
import { isContractorManager } from './contractor-permissions';

/** The contractors module's tools and who may use them. */
export const CONTRACTORS_TOOLS = defineTools({
  'vendor-list': isContractorManager,
  'vendor-form': isContractorManager,
  'vendor-details': everyoneInWorkspace,
  'contractor-list': isContractorManager,
  'contractor-form': isContractorManager,
  'contractor-details': everyoneInWorkspace,
  'contract-details': everyoneInWorkspace,
});
