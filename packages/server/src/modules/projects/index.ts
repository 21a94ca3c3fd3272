/** Projects: clients, projects (`PR-`) and who is allocated to them when. */

export { projectAllocationImport } from './allocation-import';
export { seedProjectDemo } from './project-demo';
export { clientImport, projectImport } from './project-imports';
export { allocationsOf, type ProjectRow, projectCode, projectFinder } from './project-lookup';
export { projectTeamSql } from './project-team';
