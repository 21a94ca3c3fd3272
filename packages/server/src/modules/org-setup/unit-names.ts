import { sql } from 'drizzle-orm';

/** The organisation's departments (`id`, `name`) as a table to join, for lists that show a department's name. */
export const departmentNamesSql = (organizationId: number) =>
  sql`(select id, name from departments where organization_id = ${organizationId})`;

/** The organisation's designations (`id`, `name`) as a table to join, for lists that show a designation. */
export const designationNamesSql = (organizationId: number) =>
  sql`(select id, name from designations where organization_id = ${organizationId})`;
