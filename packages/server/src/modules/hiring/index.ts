/**
 * Hiring: hiring requests (raised, decided, published), the candidate pool, applications, interviews and feedback,
 * offers and onboarding. A joining is announced as `hiring.candidate_joined`.
 */
import { defineModule } from '../../platform/module-kit';
import { applicationRoutes } from './application.routes';
import { candidateRoutes } from './candidate.routes';
import * as tables from './hiring.tables';
import { hiringRequestRoutes } from './hiring-request.routes';
import { interviewRoutes } from './interview.routes';
import { myOnboardingTaskRoutes } from './my-onboarding-tasks.routes';
import { offerRoutes } from './offer.routes';

export { seedHiringDemo } from './hiring-demo';
export { ZENSOFT_HIRING } from './hiring-demo-data';
export { raiseHiringRequest } from './hiring-request.service';
export { countUpcomingInterviews } from './interview.queries';
export { countCandidatesJoining, countOnboarding } from './offer.queries';

export const hiringModule = defineModule({
  name: 'hiring',
  routes: [
    hiringRequestRoutes,
    candidateRoutes,
    applicationRoutes,
    interviewRoutes,
    offerRoutes,
    myOnboardingTaskRoutes,
  ],
  sealedColumns: [
    { table: tables.candidates, column: tables.candidates.panSealed, key: tables.candidates.id },
    { table: tables.offers, column: tables.offers.panSealed, key: tables.offers.id },
    { table: tables.offers, column: tables.offers.aadhaarSealed, key: tables.offers.id },
  ],
  tables,
});
