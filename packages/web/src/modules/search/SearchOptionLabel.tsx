import { Flex, Tag, Typography } from 'antd';

interface SearchOptionLabelProps {
  name: string;
  subText?: string | null;
  /** What the list must call out: 'Exited' employees, 'Draft Project' (spec 2.8). */
  label?: string | null;
}

const EXITED_LABEL = 'Exited';

/** One suggestion of the workspace search: the name, its sub text and its label. */
export function SearchOptionLabel({ name, subText, label }: SearchOptionLabelProps) {
  return (
    <Flex align="center" justify="space-between" gap={8}>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text ellipsis>{name}</Typography.Text>
        {subText ? (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {subText}
          </Typography.Text>
        ) : null}
      </Flex>
      {label ? (
        <Tag color={label === EXITED_LABEL ? 'error' : 'default'} style={{ marginInlineEnd: 0 }}>
          {label}
        </Tag>
      ) : null}
    </Flex>
  );
}
