/** Forms: the Form Builder, loaded lazily, and what other modules show a form version with. */

export type { UploadFormFile } from './components/FileQuestion';
export { FormAnswers } from './components/FormAnswers';
export { FormFill } from './components/FormFill';
export { formsTools } from './tools';
