import { LoadingOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';

/** A spinning icon rather than Spin, which the first page of every visit would otherwise load for this alone. */
export function PageLoader() {
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <LoadingOutlined spin aria-label="Loading" style={{ fontSize: 40, color: token.colorPrimary }} />
    </Flex>
  );
}
