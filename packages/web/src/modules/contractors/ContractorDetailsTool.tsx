import { idOption } from '../../platform/formFields';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { ContractorProfile } from './components/ContractorProfile';

/** 'contractor-details' (Contractor Profile): the contractor in option `id`. */
export function ContractorDetailsTool({ options }: ToolProps) {
  const id = idOption(options.id);
  if (id === undefined) return <EmptyState description="Open a contractor from the contractor listing." />;
  return <ContractorProfile id={id} />;
}
