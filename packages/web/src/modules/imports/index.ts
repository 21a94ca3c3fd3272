/** The imports module's tool screens, loaded lazily, and the button other modules' lists start an export with. */
export { ExportToExcelButton } from './ExportToExcelButton';
export { importsTools } from './tools';
