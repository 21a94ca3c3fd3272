/** Access Tokens: its tool, loaded lazily. */
export { accessTokensTools } from './tools';
