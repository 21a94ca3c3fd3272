export * from './geo.schemas';
export * from './holiday.schemas';
export * from './org-setup.schemas';
export * from './unit-labels';
