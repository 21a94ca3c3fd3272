import { defineTools } from '../tools/define-tools';
import { canReadExits } from './exit-permissions';

/** The exits module's tools and who may use them. */
export const EXITS_TOOLS = defineTools({ 'employee-clearance-list': canReadExits });
