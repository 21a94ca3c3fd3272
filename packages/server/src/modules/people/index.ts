/** People: employees, contractors, departments, designations and grades; the signed-in user's profile. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { departmentTreeRoutes } from './department-tree.routes';
import { peopleRoutes as directoryRoutes } from './people.routes';

export { createEmployee, type NewEmployee } from './employee.service';
export { employeeBankImport, employeeSkillImport } from './employee-detail-imports';
export {
  type CompletedExit,
  type CompletedExitWriter,
  exitedEmployeeImport,
  pastEmployeeImport,
} from './employee-exit-imports';
export { employeeExport } from './employee-export';
export { employeeFileRoutes, photoRoutes } from './employee-files.routes';
export { codeKey, employeeMasterImport } from './employee-import';
export { type EmployeeByCode, findEmployeesByCode } from './employee-lookup';
export { employeeRecordRoutes } from './employee-record.routes';
export { assertMemberRoom } from './employee-record.service';
export { employeeSearchProvider } from './employee-search';
export {
  changeEmployeeWork,
  findWorkOn,
  findWorkPeriods,
  type WorkAssignment,
  type WorkChange,
} from './employee-work.service';
export { orgSetupRoutes } from './org-setup.routes';
export { seedOrgSetupDefaults } from './org-setup.service';
export { businessRegionImport, businessUnitImport, organisationSkillImport } from './org-setup-import';
export {
  type Audit as RecordAudit,
  deleteRecord,
  findRecordPage,
  insertRecord,
  requireRecord,
  updateRecord,
} from './org-setup-records';
export {
  createDepartment,
  createDesignation,
  createGrade,
  createSubDepartment,
  setDepartmentHead,
} from './org-structure.service';
export {
  departmentImport,
  designationImport,
  gradeImport,
  namedCatalogueImport,
} from './org-structure-import';
export { loadRequestActor } from './request-actor';

/** The directory, the reporting hierarchy and the hierarchy's department view. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app, options) => {
  await directoryRoutes(app, options);
  await departmentTreeRoutes(app, options);
};
