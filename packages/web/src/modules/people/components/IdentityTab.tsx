import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { EmployeeDetail } from '@atrium/contracts';
import { Alert, Button, Descriptions, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { useRevealIdentity } from '../employeeRecord.api';

/** How long revealed numbers stay on screen. */
export const REVEAL_MS = 30_000;

type Identity = EmployeeDetail['identity'];

/** PAN and Aadhaar, masked; an employee manager may reveal them for 30 seconds (each reveal is audited). */
export function IdentityTab({ employee }: { employee: EmployeeDetail }) {
  const reveal = useRevealIdentity(employee.id);
  const [revealed, setRevealed] = useState<Identity | null>(null);

  useEffect(() => {
    if (!revealed) return;
    const timer = window.setTimeout(() => setRevealed(null), REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [revealed]);

  const shown = revealed ?? employee.identity;
  const hasNumbers = Boolean(employee.identity.pan || employee.identity.aadhaar);
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'pan', label: 'PAN', children: shown.pan ?? 'Not recorded' },
          { key: 'aadhaar', label: 'Aadhaar', children: shown.aadhaar ?? 'Not recorded' },
        ]}
      />
      {employee.can_manage && hasNumbers && (
        <Flex>
          {revealed ? (
            <Button icon={<EyeInvisibleOutlined />} onClick={() => setRevealed(null)}>
              Hide
            </Button>
          ) : (
            <Button
              icon={<EyeOutlined />}
              loading={reveal.isPending}
              onClick={() => reveal.mutate(undefined, { onSuccess: setRevealed })}
            >
              Reveal
            </Button>
          )}
        </Flex>
      )}
      {reveal.isError && <Alert type="error" showIcon title={messageForError(reveal.error, 'people')} />}
    </Flex>
  );
}
