import { MAINTENANCE_TEXT } from '@atrium/contracts';
import { Result } from 'antd';
import { PoweredByFooter } from '../../ui/PoweredByFooter';

/** Shown when the server answers 503 at application start (spec 2.1). */
export function MaintenancePage() {
  return (
    <main>
      <Result status="warning" title={MAINTENANCE_TEXT} />
      <PoweredByFooter />
    </main>
  );
}
