/**
 * Forms: versioned forms built in the Form Builder, and answers stored against the version they were given on.
 * Higher modules ask for the active form of a purpose (`activeFormFor`), submit answers for one of their records
 * (`submitAnswer`) and read them back with the version's labels (`answerFor`, `formVersionById`). Files of file
 * questions are uploaded first (`storeFormFile`, for a question `fileQuestionOf` finds), named by the answer,
 * and read back by whoever may read it (`answerFileFor`).
 */
import { defineModule } from '../../platform/module-kit';
import { formsRoutes } from './forms.routes';
import * as tables from './forms.tables';

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
