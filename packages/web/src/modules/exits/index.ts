/** The exits module's tool screens, loaded lazily. */
export { exitsTools } from './tools';
