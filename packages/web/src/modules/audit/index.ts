/** The audit log tool (loaded lazily) and one record's history, which other screens show beside the record. */
export { RecordHistory } from './RecordHistory';
export { auditTools } from './tools';
