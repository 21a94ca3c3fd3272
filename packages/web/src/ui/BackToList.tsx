import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

/** One record opened inside its list tool, with the way back to the list above it. */
export function BackToList({
  label,
  onBack,
  children,
}: {
  label: string;
  onBack(): void;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={12}>
      <Button
        type="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={onBack}
        style={{ alignSelf: 'start', padding: 0 }}
      >
        {label}
      </Button>
      {children}
    </Flex>
  );
}
