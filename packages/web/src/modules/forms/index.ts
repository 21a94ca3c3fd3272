/** Forms: its tool, loaded lazily. */
export { formsTools } from './tools';
