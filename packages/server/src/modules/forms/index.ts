/**
 * Forms: versioned forms built in the Form Builder, and answers stored against the version they were given on.
 * Higher modules ask for the active form of a purpose (`activeFormFor`), submit answers for one of their records
 * (`submitAnswer`) and read them back with the version's labels (`answerFor`, `formVersionById`). Files of file
 * questions are uploaded first (`storeFormFile`, for a question `fileQuestionOf` finds), named by the answer,
 * and read back by whoever may read it (`answerFileFor`).
 *
 * Custom fields: the fields an organisation adds to the records of a scope (projects, or the opportunities at a
 * sales stage). The owning module checks the record and the caller, then defines fields (`defineCustomField`),
 * reads a record's values (`findRecordFields`) and writes them (`saveCustomValues`), checked as form answers are.
 */
import { defineModule } from '../../platform/module-kit';
import { formsRoutes } from './forms.routes';
import * as tables from './forms.tables';

export {
  customValuesJson,
  findCustomValues,
  findFilledKeys,
  findRecordFields,
  listCustomFields,
} from './custom-fields.queries';
export {
  defineCustomField,
  editCustomField,
  retireCustomField,
  saveCustomValues,
} from './custom-fields.service';
export { seedCustomFieldsDemo, seedCustomValuesDemo } from './custom-fields-demo';
export {
  answerFileFor,
  type FormFileDownload,
  fileQuestionOf,
  storeFormFile,
  type UploadedFormFile,
} from './form-files.service';
export { activeFormFor, answerFor, findVersionById as formVersionById } from './forms.queries';
export { createForm, publishForm, retireForm, saveFormDraft, submitAnswer } from './forms.service';
export { seedFormsDemo } from './forms-demo';

export const formsModule = defineModule({ name: 'forms', routes: [formsRoutes], tables });
