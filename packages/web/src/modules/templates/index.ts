/** Templates: its tool, loaded lazily. */
export { templatesTools } from './tools';
