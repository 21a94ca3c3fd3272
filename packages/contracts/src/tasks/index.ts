export * from './task.schemas';
