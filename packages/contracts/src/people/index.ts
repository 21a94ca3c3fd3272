export * from './current-user.schemas';
export * from './employee-card.schemas';
export * from './employee-list.schemas';
export * from './employee-record.schemas';
export * from './hierarchy.schemas';
export * from './people-permissions';
