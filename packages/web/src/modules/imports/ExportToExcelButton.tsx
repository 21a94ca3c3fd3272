import type { ExportKindId, ExportRequest, ExportRequestOf } from '@atrium/contracts';
import { type ComponentType, lazy, Suspense } from 'react';

const ExportButton = lazy(() =>
  import('./ExportButton').then((m) => ({
    default: m.ExportButton as ComponentType<{ kind: ExportKindId; request: ExportRequest }>,
  })),
);

/**
 * A list's "Export to Excel" button, for its toolbar: shown to those who may export the kind, it starts the
 * export with the list's filters. Its code (the export kinds' rules, the call) loads after the list, so a
 * list screen opens no heavier for offering it.
 */
export function ExportToExcelButton<K extends ExportKindId>(props: { kind: K; request: ExportRequestOf<K> }) {
  return (
    <Suspense fallback={null}>
      <ExportButton {...props} />
    </Suspense>
  );
}
