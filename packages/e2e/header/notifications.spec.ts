import { expect, test } from '@playwright/test';
import { MANAGER, signInThroughApi } from '../support/demo';

test('the manager’s bell: unseen in red, a click opens the right workspace, closing marks them seen', async ({
  page,
}) => {
  await signInThroughApi(page, MANAGER.email);
  await page.goto('/workspace/default');
  const unseenBell = page.getByRole('button', { name: 'Notifications, 2 unseen' });
  await expect(unseenBell).toBeVisible();
  await expect(unseenBell).toHaveClass(/ant-btn-dangerous/);

  await unseenBell.click();
  const leave = page.getByRole('button', {
    name: /Leave request LR-0001 of Ananya Sharma awaits your approval/,
  });
  await expect(leave).toBeVisible();
  await expect(page.getByRole('button', { name: /Timesheet TS-0007 awaits your approval/ })).toBeVisible();

  const [opened] = await Promise.all([page.context().waitForEvent('page'), leave.click()]);
  await expect(opened).toHaveURL(/\/workspace\/leaves/);
  await expect(opened.getByText('Leave Requests').first()).toBeVisible();
  await opened.close();

  await unseenBell.click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
