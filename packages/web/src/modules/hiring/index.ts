/** Hiring: its tool screens (hiring requests and the candidate pool), loaded lazily, and the home's task card. */
export { MyOnboardingTasksCard } from './components/MyOnboardingTasksCard';
export { hiringTools } from './tools';
