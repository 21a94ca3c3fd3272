import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';

interface BackBarProps {
  /** The header text, one segment per level: ['Projects', 'PR-12', 'Settings'] reads 'Projects / PR-12 / Settings'. */
  segments: readonly string[];
}

/** The back-bar (spec 2.8): 'Back' returns to the previous page; tools put it above their content. */
export function BackBar({ segments }: BackBarProps) {
  const navigate = useNavigate();
  const text = segments.filter((segment) => segment.trim() !== '').join(' / ');
  return (
    <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
      <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(-1)}>
        Back
      </Button>
      {text ? (
        <Typography.Title level={5} style={{ margin: 0 }}>
          {text}
        </Typography.Title>
      ) : null}
    </Flex>
  );
}
