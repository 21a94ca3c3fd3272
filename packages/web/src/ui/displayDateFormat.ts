/** Spec 9 "Date display" in Ant Design's (dayjs) notation, for pickers that show and parse it. */
export const DISPLAY_DATE_PICKER_FORMAT = 'DD-MMM-YYYY';
