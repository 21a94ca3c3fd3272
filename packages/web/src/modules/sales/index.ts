/** Sales: its tools, loaded lazily. */
export { salesTools } from './tools';
