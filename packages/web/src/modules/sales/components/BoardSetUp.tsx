import { canDefineCustomFields, canSetUpSalesProcess } from '@atrium/contracts';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useCan } from '../../../platform/useCan';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';

// The set-up drawers are fetched when first opened.
const PipelinesDrawer = lazy(() => import('./PipelinesDrawer').then((m) => ({ default: m.PipelinesDrawer })));
const StageFieldsDrawer = lazy(() =>
  import('./StageFieldsDrawer').then((m) => ({ default: m.StageFieldsDrawer })),
);

/** A button opening a drawer, the drawer loaded the first time it opens. */
function DrawerButton({
  label,
  drawer,
}: {
  label: string;
  drawer(open: boolean, onClose: () => void): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const hasDrawer = useOpenedOnce(open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {hasDrawer && <Suspense fallback={null}>{drawer(open, () => setOpen(false))}</Suspense>}
    </>
  );
}

/**
 * Beside the board, for those who set up the sales process: its pipelines and their stages (the sales head and the
 * CEO), and the stage fields of the pipeline shown (they and the form builders).
 */
export function BoardSetUp({ pipelineId }: { pipelineId: number | undefined }) {
  const maySetUp = useCan(canSetUpSalesProcess);
  const mayDefine = useCan((actor) => canDefineCustomFields(actor, 'sales_opportunity_stage'));
  return (
    <>
      {maySetUp && (
        <DrawerButton
          label="Pipelines"
          drawer={(open, onClose) => <PipelinesDrawer open={open} onClose={onClose} />}
        />
      )}
      {mayDefine && (
        <DrawerButton
          label="Stage fields"
          drawer={(open, onClose) => (
            <StageFieldsDrawer open={open} onClose={onClose} pipelineId={pipelineId} />
          )}
        />
      )}
    </>
  );
}
