import { ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { Button, Result, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_WORKSPACE_PATH, safeRedirectPath } from '../../platform/paths';

export type ErrorPageKind = 'accessDenied' | 'disabledWorkspace' | 'notFound';

interface ErrorPageTexts {
  status: '403' | '404';
  title?: string;
  heading: string;
  detail?: string;
}

const PAGE_TEXTS: Readonly<Record<ErrorPageKind, ErrorPageTexts>> = {
  accessDenied: { status: '403', ...ERROR_PAGE_TEXTS.accessDenied },
  disabledWorkspace: { status: '403', ...ERROR_PAGE_TEXTS.disabledWorkspace },
  notFound: { status: '404', ...ERROR_PAGE_TEXTS.notFound },
};

/**
 * /403, /404 and /disabled-workspace (spec 2.3). Query: `detail` replaces the default detail,
 * `redirect_path` is where the button goes (default '/'), and a `code` means the user came from a page: the
 * button then reads 'Back to previous page' (the page before the one that failed) and a second one goes to
 * the dashboard. Either replaces the error page in the history.
 */
export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const texts = PAGE_TEXTS[kind];
  const detail = searchParams.get('detail') ?? texts.detail;
  const redirectPath = safeRedirectPath(searchParams.get('redirect_path'));
  // With no page before the failed one, the way back is the dashboard, and the button says so.
  const cameFromPage = searchParams.has('code') && redirectPath !== DEFAULT_WORKSPACE_PATH;
  const buttonLabel = cameFromPage ? ERROR_PAGE_TEXTS.backToPreviousPage : ERROR_PAGE_TEXTS.backToDashboard;

  return (
    <main>
      <Result
        status={texts.status}
        title={
          <>
            {texts.title && <div>{texts.title}</div>}
            <Typography.Title level={3} style={{ margin: 0 }}>
              {texts.heading}
            </Typography.Title>
          </>
        }
        subTitle={detail}
        extra={[
          <Button key="back" type="primary" onClick={() => navigate(redirectPath, { replace: true })}>
            {buttonLabel}
          </Button>,
          cameFromPage && (
            <Button key="dashboard" onClick={() => navigate(DEFAULT_WORKSPACE_PATH, { replace: true })}>
              {ERROR_PAGE_TEXTS.backToDashboard}
            </Button>
          ),
        ]}
      />
    </main>
  );
}
