/** Integrations: its tool, loaded lazily. */
export { integrationsTools } from './tools';
