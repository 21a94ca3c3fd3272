/** Templates: its tools, loaded lazily. */
export { templatesTools } from './tools';
