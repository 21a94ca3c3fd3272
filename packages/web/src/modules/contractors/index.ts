/** The contractors module's tool screens, loaded lazily. */
export { contractorsTools } from './tools';
