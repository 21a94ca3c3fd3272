import { expect, test } from '../support/accessibility';
import { MANAGER, signInThroughApi } from '../support/demo';

test('the manager’s bell: unseen in red, a click opens the right workspace here and marks it seen', async ({
  page,
}) => {
  await signInThroughApi(page, MANAGER.email);
  await page.goto('/workspace/default');
  const unseenBell = page.getByRole('button', { name: 'Notifications, 6 unseen' });
  await expect(unseenBell).toBeVisible();
  await expect(unseenBell).toHaveClass(/ant-btn-dangerous/);

  await unseenBell.click();
  const leave = page.getByRole('tabpanel', { name: 'Unseen' }).getByRole('button', {
    name: /Leave request LR-0001 of Ananya Sharma awaits your approval/,
  });
  await expect(leave).toBeVisible();

  await leave.click();
  await expect(page).toHaveURL(/\/workspace\/leaves/);
  await expect(page.getByText('Leave Requests').first()).toBeVisible();
  // The three timesheets waiting for the manager (two employees' and a contractor's) and the two resource requests
  // filled on their projects stay unseen; the leave request clicked does not.
  await expect(page.getByRole('button', { name: 'Notifications, 5 unseen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, 5 unseen' })).toBeVisible();
});
