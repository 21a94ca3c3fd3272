/** Projects: its tool screens, loaded lazily, and the project picker other modules' forms reuse. */
export { ProjectPicker } from './components/ProjectPicker';
export { projectsTools } from './tools';
