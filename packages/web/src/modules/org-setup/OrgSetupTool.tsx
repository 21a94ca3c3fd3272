import { canManageHolidays, canManageOrgSetup, listDropdownYears, unitLabels } from '@atrium/contracts';
import { Flex, Select, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actorOf } from '../../platform/actor';
import { useCurrentUser } from '../../platform/currentUser';
import { useOrganization } from '../../platform/OrganizationContext';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { FilterField, FilterRow } from '../../ui/FilterBar';
import { CatalogueTable } from './CatalogueTable';
import {
  departmentCatalogue,
  employmentTypeCatalogue,
  gradeCatalogue,
  holidayCatalogue,
  locationCatalogue,
  namedCatalogue,
  subDepartmentCatalogue,
} from './catalogues';

const designations = namedCatalogue('designations', 'designation', 'Designations');
const businessUnits = namedCatalogue('business-units', 'business unit', 'Business units');
const businessRegions = namedCatalogue('business-regions', 'business region', 'Business regions');
const skills = namedCatalogue('skills', 'skill', 'Skills');

/** Spec 9: holidays are shown by year, two years before to two after the current one. */
function HolidaysTab({ canManage }: { canManage: boolean }) {
  const years = useMemo(() => listDropdownYears(new Date().getFullYear()), []);
  const [year, setYear] = useState(() => new Date().getFullYear());
  return (
    <CatalogueTable
      key={year}
      definition={holidayCatalogue}
      canManage={canManage}
      query={{ year }}
      filters={
        <FilterRow style={{ rowGap: 0 }}>
          <FilterField label="Year" id="holiday-year">
            <Select
              id="holiday-year"
              value={year}
              onChange={setYear}
              options={years.map((value) => ({ value, label: String(value) }))}
              virtual={false}
              style={{ width: 110 }}
            />
          </FilterField>
        </FilterRow>
      }
    />
  );
}

/**
 * 'org' (Setup): the organisation's structure and catalogues, a tab each. Everyone signed in may look;
 * organisation admins, setup managers and the CEO add, edit and delete, and leave administrators manage the
 * holidays too. The open tab is the tool's option.
 */
export function OrgSetupTool({ options, onOptionsChange }: ToolProps) {
  const organization = useOrganization();
  const currentUser = useCurrentUser();
  const actor = currentUser.data ? actorOf(currentUser.data) : null;
  const canManage = actor !== null && canManageOrgSetup(actor);
  const canManageHolidayCalendar = actor !== null && canManageHolidays(actor);
  const setting = organization.organization_setting;
  const labels = useMemo(() => unitLabels(setting), [setting]);
  const departments = useMemo(() => departmentCatalogue(labels), [labels]);
  const subDepartments = useMemo(() => subDepartmentCatalogue(labels), [labels]);

  const items = [
    {
      key: 'departments',
      label: `${labels.department}s`,
      children: (
        <Flex vertical gap={24}>
          <CatalogueTable definition={departments} canManage={canManage} />
          <section aria-label={`${labels.subDepartment}s`}>
            <Typography.Title level={5}>{labels.subDepartment}s</Typography.Title>
            <CatalogueTable definition={subDepartments} canManage={canManage} />
          </section>
        </Flex>
      ),
    },
    {
      key: 'designations',
      label: 'Designations',
      children: <CatalogueTable definition={designations} canManage={canManage} />,
    },
    {
      key: 'grades',
      label: 'Grades',
      children: <CatalogueTable definition={gradeCatalogue} canManage={canManage} />,
    },
    {
      key: 'employment-types',
      label: 'Employment types',
      children: <CatalogueTable definition={employmentTypeCatalogue} canManage={canManage} />,
    },
    {
      key: 'business-units',
      label: 'Business units',
      children: <CatalogueTable definition={businessUnits} canManage={canManage} />,
    },
    {
      key: 'business-regions',
      label: 'Business regions',
      children: <CatalogueTable definition={businessRegions} canManage={canManage} />,
    },
    {
      key: 'locations',
      label: 'Locations',
      children: <CatalogueTable definition={locationCatalogue} canManage={canManage} />,
    },
    {
      key: 'skills',
      label: 'Skills',
      children: <CatalogueTable definition={skills} canManage={canManage} />,
    },
    {
      key: 'holidays',
      label: 'Holidays',
      children: <HolidaysTab canManage={canManageHolidayCalendar} />,
    },
  ];
  const active = textOption(options, 'tab');

  return (
    <Tabs
      activeKey={items.some((item) => item.key === active) ? active : 'departments'}
      onChange={(tab) =>
        onOptionsChange(withOptions(options, { tab: tab === 'departments' ? undefined : tab }))
      }
      items={items}
      destroyOnHidden
    />
  );
}
