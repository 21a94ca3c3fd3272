import type { PublicOrganization } from '@atrium/contracts';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { OrganizationLogo } from './OrganizationLogo';
import { PoweredByFooter } from './PoweredByFooter';

interface PublicPageCardProps {
  organization: PublicOrganization;
  title: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the pages reached before signing in: the organisation's logo, a title, the form, the footer.
 * Drawn with plain elements and theme tokens rather than Card and Typography, which would bring Tabs, Menu and
 * the text editor onto the sign-in page.
 */
export function PublicPageCard({ organization, title, subtitle, children }: PublicPageCardProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 24, background: token.colorBgLayout }}
    >
      <section
        style={{
          width: '100%',
          maxWidth: 420,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontSize: token.fontSize,
        }}
      >
        <Flex vertical align="center" style={{ textAlign: 'center', marginBottom: 16 }}>
          <OrganizationLogo organization={organization} size={56} />
          <h3
            style={{
              margin: '16px 0 8px',
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading3,
              fontWeight: token.fontWeightStrong,
              lineHeight: token.lineHeightHeading3,
            }}
          >
            {title}
          </h3>
          <span style={{ color: token.colorTextSecondary }}>{subtitle}</span>
        </Flex>
        {children}
      </section>
      <PoweredByFooter />
    </Flex>
  );
}
