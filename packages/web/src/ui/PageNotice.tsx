import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

interface PageNoticeProps {
  status: 'error' | 'warning';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

/**
 * A full-width notice with an icon, a title, a line of detail and actions: Ant Design's Result without its
 * illustrations, which would put 10 KB of gzipped drawings on the sign-in route for screens rarely seen.
 */
export function PageNotice({ status, title, subTitle, extra }: PageNoticeProps) {
  const { token } = theme.useToken();
  const Icon = status === 'error' ? CloseCircleFilled : WarningFilled;
  return (
    <Flex vertical align="center" gap={token.marginMD} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Icon style={{ fontSize: 72, color: status === 'error' ? token.colorError : token.colorWarning }} />
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
        }}
      >
        {title}
      </div>
      {subTitle && (
        <div style={{ color: token.colorTextDescription, fontSize: token.fontSize }}>{subTitle}</div>
      )}
      {extra && <div>{extra}</div>}
    </Flex>
  );
}
