/** Hiring: its tool screens (hiring requests and the candidate pool), loaded lazily. */
export { hiringTools } from './tools';
