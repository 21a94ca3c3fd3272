/** The imports module's tool screens, loaded lazily. */
export { importsTools } from './tools';
