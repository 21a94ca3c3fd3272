/** The exits module's tool screens, loaded lazily. */

export { MyExitCard } from './components/MyExitCard';
export { exitsTools } from './tools';
