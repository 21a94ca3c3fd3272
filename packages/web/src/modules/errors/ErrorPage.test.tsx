import { ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

describe('error pages', () => {
  it.each([
    ['/403', ['Umm… 403', "Looks like you don't have access!", ERROR_PAGE_TEXTS.accessDenied.detail]],
    [
      '/disabled-workspace',
      ["Looks like you don't have access of this workspace!", ERROR_PAGE_TEXTS.disabledWorkspace.detail],
    ],
    ['/404', ['Resource Not Found!']],
  ])('%s shows its texts and a Back to Dashboard button', async (path, texts) => {
    installFakeApi({});
    renderApp(path);
    await screen.findByRole('button', { name: ERROR_PAGE_TEXTS.backToDashboard });
    for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
  });

  it('takes its detail from the query and offers the way back when a code came with it', async () => {
    installFakeApi({});
    const { router } = renderApp(
      '/403?detail=Ask%20the%20finance%20team&code=permission_denied&redirect_path=%2Fsign-in',
    );
    expect(await screen.findByText('Ask the finance team')).toBeTruthy();
    expect(screen.queryByText(ERROR_PAGE_TEXTS.accessDenied.detail)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ERROR_PAGE_TEXTS.backToPreviousPage }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('does not follow a redirect_path to another site', async () => {
    installFakeApi(BASE_ROUTES);
    const { router } = renderApp('/404?redirect_path=%2F%2Fevil.example');
    fireEvent.click(await screen.findByRole('button', { name: ERROR_PAGE_TEXTS.backToDashboard }));
    // '/' sends a signed-out visitor on to sign in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('keeps the header and the navigation for a signed-in user, and leaves for the dashboard', async () => {
    window.localStorage.setItem('atrium.access', 'token-1');
    installFakeApi(BASE_ROUTES);
    const { router } = renderApp('/403?code=permission_denied&redirect_path=%2Fworkspace%2Fleaves');
    expect(await screen.findByRole('navigation', { name: 'Workspaces' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: ERROR_PAGE_TEXTS.backToPreviousPage })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ERROR_PAGE_TEXTS.backToDashboard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/default'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
