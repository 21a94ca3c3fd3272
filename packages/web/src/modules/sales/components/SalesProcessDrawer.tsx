import type { SalesProcess } from '@atrium/contracts';
import { Drawer, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useSalesProcess } from '../sales.api';

interface SalesProcessDrawerProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** What the drawer sets up, said above it once the process is loaded. */
  intro(process: SalesProcess): ReactNode;
  children(process: SalesProcess): ReactNode;
}

/** A drawer setting up part of the sales process: loading it, its failure, then what it shows of it. */
export function SalesProcessDrawer({ open, onClose, title, intro, children }: SalesProcessDrawerProps) {
  const process = useSalesProcess();
  return (
    <Drawer open={open} onClose={onClose} title={title} size="large">
      {process.isError && (
        <LoadFailed variant="inline" error={process.error} onRetry={() => process.refetch()} />
      )}
      {process.isPending && <Skeleton active />}
      {process.data && (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {intro(process.data)}
          </Typography.Paragraph>
          {children(process.data)}
        </Flex>
      )}
    </Drawer>
  );
}
