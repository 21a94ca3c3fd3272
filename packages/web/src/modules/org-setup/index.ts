/** The org-setup module's tool screens, loaded lazily. */
export { orgSetupTools } from './tools';
