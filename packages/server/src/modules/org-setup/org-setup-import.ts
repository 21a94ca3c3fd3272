import { businessRegions, businessUnits, skills } from './org-setup.tables';
import { namedCatalogueImport } from './org-structure-import';

export const businessUnitImport = namedCatalogueImport('business_units', businessUnits, 'business_unit');
export const businessRegionImport = namedCatalogueImport(
  'business_regions',
  businessRegions,
  'business_region',
);
export const organisationSkillImport = namedCatalogueImport('organisation_skills', skills, 'skill');
