/** Clients: its tool, loaded lazily. */
export { clientsTools } from './tools';
