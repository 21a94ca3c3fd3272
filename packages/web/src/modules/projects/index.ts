/** Projects: its tool screens, loaded lazily. */
export { projectsTools } from './tools';
