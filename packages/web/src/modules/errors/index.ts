/** The error pages (403, 404, disabled workspace) and the maintenance screen, each loaded on demand. */
export const loadErrorPage = () => import('./ErrorPage').then((m) => m.ErrorPage);
export const loadMaintenancePage = () => import('./MaintenancePage').then((m) => m.MaintenancePage);
