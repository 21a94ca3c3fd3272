import { defineTools } from '../tools/define-tools';
import { canBuildForms } from './forms.rules';

/** The forms module's tools and who may use them. */
export const FORMS_TOOLS = defineTools({ 'form-builder': canBuildForms });
