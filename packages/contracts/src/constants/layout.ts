export const CONFIRMATION_DIALOG_WIDTH_PX = 400;
/** The workspace fills the window height minus this offset, or minus the dashboard's on the dashboard. */
export const WORKSPACE_VIEWPORT_OFFSET_PX = 48;
export const DASHBOARD_VIEWPORT_OFFSET_PX = 64;
