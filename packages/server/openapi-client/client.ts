/**
 * A client typed from the OpenAPI document alone (`npm run openapi:check` generates `api.d.ts` beside this file
 * and compiles it): if the document stops describing the API a client needs, this stops compiling.
 */
import type { operations, paths } from './api';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type Me = Json<paths['/api/{orgId}/org/employee/me/']['get']['responses'][200]>;
export type EmployeePage = Json<operations['getOrgEmployees']['responses'][200]>;
export type ErrorAnswer = Json<operations['getOrgEmployees']['responses'][401]>;
export type LoginPath = operations['postOrgAccountLogin']['parameters']['path'];

export const displayName = (me: Me): string => `${me.first_name} ${me.last_name}`;
export const firstCode = (page: EmployeePage): string | undefined => page.results[0]?.code;
export const errorCode = (answer: ErrorAnswer): string => answer.code;
export const loginPath = (path: LoginPath): string => `/api/${path.orgId}/org/account/login/`;
