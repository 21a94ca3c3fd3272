import type { PublicOrganization } from '@atrium/contracts';
import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { OrganizationLogo } from './OrganizationLogo';
import { PoweredByFooter } from './PoweredByFooter';

interface PublicPageCardProps {
  organization: PublicOrganization;
  title: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
}

/** The frame of the pages reached before signing in: the organisation's logo, a title, the form, the footer. */
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
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical align="center" style={{ textAlign: 'center', marginBottom: 16 }}>
          <OrganizationLogo organization={organization} size={56} />
          <Typography.Title level={3} style={{ marginTop: 16 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{subtitle}</Typography.Text>
        </Flex>
        {children}
      </Card>
      <PoweredByFooter />
    </Flex>
  );
}
