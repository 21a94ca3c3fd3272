import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface SectionHeaderProps {
  title: ReactNode;
  /** Heading level in the page outline; 4 unless told. */
  level?: 2 | 3 | 4 | 5;
  /** Actions for the section, shown at the right. */
  extra?: ReactNode;
}

/** A section header (spec 2.10): a heading with the section's actions beside it. */
export function SectionHeader({ title, level = 4, extra }: SectionHeaderProps) {
  return (
    <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
      <Typography.Title level={level} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra && (
        <Flex align="center" gap={8}>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
