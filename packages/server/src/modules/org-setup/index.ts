/**
 * Organisation setup: departments, sub-departments, designations, grades, employment types, locations,
 * business units and regions, the skills catalogue, and the public city, state and country lookups.
 */
import { defineImportKind } from '../../platform/imports/import-kind';
import { defineModule } from '../../platform/module-kit';
import { geoPublicRoutes } from './geo/geo.routes';
import { orgSetupRoutes } from './org-setup.routes';
import * as tables from './org-setup.tables';
import { businessRegionImport, businessUnitImport, organisationSkillImport } from './org-setup-import';
import { departmentImport, designationImport, gradeImport } from './org-structure-import';
import type { SetupPeople } from './setup-people';

export { addNamedRecord, NAMED_CATALOGUES, seedOrgSetupDefaults } from './org-setup.service';
export {
  businessRegions,
  businessUnits,
  departments,
  designations,
  employmentTypes,
  grades,
  locations,
  skills,
  subDepartments,
} from './org-setup.tables';
export {
  createDepartment,
  createDesignation,
  createGrade,
  createSubDepartment,
  setDepartmentHead,
} from './org-structure.service';
export { namedCatalogueImport } from './org-structure-import';
export { findSubDepartmentUnit, requireDepartment } from './org-units.service';
export type { SetupPeople, UnitHead, UnitTable } from './setup-people';
export { departmentNamesSql, designationNamesSql } from './unit-names';

/** The module, given what it needs to know of employees (people provides it). */
export const orgSetupModule = (people: SetupPeople) =>
  defineModule({
    name: 'org-setup',
    routes: [orgSetupRoutes(people)],
    publicRoutes: [geoPublicRoutes],
    importKinds: () => [
      defineImportKind(departmentImport),
      defineImportKind(designationImport),
      defineImportKind(gradeImport),
      defineImportKind(businessUnitImport),
      defineImportKind(businessRegionImport),
      defineImportKind(organisationSkillImport),
    ],
    tables,
  });
