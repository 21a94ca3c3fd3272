import { PLATFORM_ERROR_CODES } from '@atrium/contracts';
import { Button, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/apiClient';
import { messageForError } from '../../platform/errorMessages';
import { DEFAULT_WORKSPACE_PATH, SIGN_IN_PATH } from '../../platform/paths';
import { PageLoader } from '../../ui/PageLoader';
import { useGoogleSignIn } from './accounts.api';
import { consumeOAuthState } from './oauthState';

/** The return page of the Google sign-in (spec 4, "Google return"): exchange the one-time code once. */
export function AuthProvidersPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const googleSignIn = useGoogleSignIn();
  const { mutate: exchangeCode } = googleSignIn;
  const exchanged = useRef(false);
  // A return this tab did not start (a forged or replayed link) is ignored: no code is exchanged.
  const [code] = useState(() =>
    consumeOAuthState(searchParams.get('state')) ? searchParams.get('code') : null,
  );

  useEffect(() => {
    if (!code || exchanged.current) return;
    exchanged.current = true;
    exchangeCode(code, { onSuccess: () => navigate(DEFAULT_WORKSPACE_PATH, { replace: true }) });
  }, [code, exchangeCode, navigate]);

  // A code the server cannot parse is the same as none at all: start again from the beginning.
  const isUnparseable =
    isApiError(googleSignIn.error) && googleSignIn.error.code === PLATFORM_ERROR_CODES.INVALID;
  if (!code || isUnparseable) return <Navigate to="/" replace />;
  if (!googleSignIn.isError) return <PageLoader />;
  return (
    <Result
      status="error"
      title={messageForError(googleSignIn.error, 'auth-providers')}
      extra={
        <Button type="primary" onClick={() => navigate(SIGN_IN_PATH, { replace: true })}>
          Back to sign in
        </Button>
      }
    />
  );
}
