/** People: employees, their records, work history and hierarchy; the signed-in user's profile. */
import { defineImportKind } from '../../platform/imports/import-kind';
import { defineModule } from '../../platform/module-kit';
import { departmentTreeRoutes } from './department-tree.routes';
import { employeeBankImport, employeeSkillImport } from './employee-detail-imports';
import { employeeExport } from './employee-export';
import { employeeFileRoutes, photoRoutes } from './employee-files.routes';
import { employeeMasterImport } from './employee-import';
import { employeeRecordRoutes } from './employee-record.routes';
import * as recordTables from './employee-record.tables';
import { employeeSearchProvider } from './employee-search';
import { peopleRoutes } from './people.routes';
import * as peopleTables from './people.tables';

export { createEmployee, createEmployeesInBulk, type NewEmployee } from './employee.service';
export { contentTypeOf } from './employee-documents.service';
export {
  type CompletedExit,
  type CompletedExitWriter,
  exitedEmployeeImport,
  pastEmployeeImport,
} from './employee-exit-imports';
export { codeKey } from './employee-import';
export { joinedBy } from './employee-list-filters';
export { type EmployeeByCode, findEmployeesByCode } from './employee-lookup';
export { changeIdentity } from './employee-record.service';
export { employeeSkills } from './employee-record.tables';
export { setEmployeeSkills, setSkillsOfEmployees } from './employee-skills.service';
export {
  changeEmployeeWork,
  findWorkOn,
  findWorkPeriods,
  type WorkAssignment,
  type WorkChange,
} from './employee-work.service';
export { employees } from './people.tables';
export { loadActingUser, loadRequestActor, loadUserActor, withRequestActor } from './request-actor';
export { setupPeople } from './setup-people';

const { employeeIdentities: identities, employeeBankDetails: bankDetails } = recordTables;

export const peopleModule = defineModule({
  name: 'people',
  routes: [peopleRoutes, departmentTreeRoutes, employeeRecordRoutes, employeeFileRoutes],
  publicRoutes: [photoRoutes],
  importKinds: () => [
    defineImportKind(employeeMasterImport),
    defineImportKind(employeeSkillImport),
    defineImportKind(employeeBankImport),
  ],
  exportKinds: [employeeExport],
  searchProviders: [employeeSearchProvider],
  sealedColumns: [
    { table: identities, column: identities.panSealed, key: identities.employeeId },
    { table: identities, column: identities.aadhaarSealed, key: identities.employeeId },
    { table: bankDetails, column: bankDetails.accountNumberSealed, key: bankDetails.id },
  ],
  tables: { ...peopleTables, ...recordTables },
});
