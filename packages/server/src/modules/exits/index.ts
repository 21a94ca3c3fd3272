/** Exits: resignations and terminations, notice, per-department clearance, full-and-final, letters. */

export { type CompletedExit, recordCompletedExits } from './exit.service';
export { seedExitDemo } from './exit-demo';
export { exitRoutes } from './exits.routes';
