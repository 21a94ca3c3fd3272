export * from './notification.schemas';
