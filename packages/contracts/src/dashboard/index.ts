export * from './dashboard-widgets';
