import { LocationPageSchema } from '@atrium/contracts';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { ResponseSchema } from '../../platform/apiClient';
import { type SetupResource, setupResource, useSetupPage } from './org-setup.api';

/** Field errors and messages of the setup screens are looked up under this module. */
export const ORG_SETUP_MODULE = 'org-setup';

/** How one catalogue's records are edited: `record` is the one being edited, null for a new one. */
export interface CatalogueForm<Row extends { id: number }, Values extends object> {
  fields(record: Row | null): ReactNode;
  /** Fields the server may name in its field errors. */
  formFields: readonly string[];
  initialValues(record: Row | null): Partial<Values>;
  toBody(values: Values, record: Row | null): unknown;
}

/** How one catalogue is listed and edited on the Setup screen. */
export interface CatalogueDefinition<Row extends { id: number }, Values extends object> {
  resource: SetupResource;
  /** One record, lower case: 'designation'. */
  noun: string;
  /** The list, capitalised: 'Designations'. */
  title: string;
  pageSchema: ResponseSchema<{ count: number; results: Row[] }>;
  rowSchema: ResponseSchema<Row>;
  columns: TableColumnsType<Row>;
  nameOf(row: Row): string;
  /** Its form, fetched when it first opens (catalogueForms). */
  loadForm(): Promise<CatalogueForm<Row, Values>>;
}

/** The locations a holiday may be limited to, for its column and its form. */
export function useLocationOptions() {
  return useSetupPage(setupResource('locations'), { limit: 500 }, LocationPageSchema);
}
