/** Resources: its tool screens (resource requests and the RMG pool), loaded lazily. */
export { resourcesTools } from './tools';
