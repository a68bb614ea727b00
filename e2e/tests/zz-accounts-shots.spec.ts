// TEMPORARY (not committed): screenshots of the accounts screens for review.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

const dir = '/tmp/kubm-accounts/shots';

test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  const p = test.info().project.name;
  const shot = (name: string) => page.screenshot({ path: `${dir}/${p}-${name}.png`, fullPage: true });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Log Masuk', exact: true })).toBeVisible();
  await shot('login');
  await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
  await expect(page.getByText('Kata laluan diperlukan')).toBeVisible();
  await shot('login-errors');
  await page.getByRole('button', { name: 'Lupa kata laluan?' }).click();
  await page.waitForTimeout(400);
  await shot('forgot');
  await page.getByRole('dialog').getByLabel('E-mel', { exact: true }).fill('x@contoh.my');
  await page.getByRole('button', { name: 'Hantar Pautan' }).click();
  await expect(page.getByText(/1 jam/).first()).toBeVisible();
  await page.waitForTimeout(400);
  await shot('forgot-sent');
  await page.keyboard.press('Escape');
  await page.goto('/auth?tab=register');
  await page.getByRole('button', { name: /^Tambah/ }).click();
  await page.getByRole('button', { name: 'Cipta Akaun' }).click();
  await page.waitForTimeout(300);
  await shot('register-errors');
  await page.getByRole('group', { name: /1 \(Utama\)/ }).getByLabel('Ministry', { exact: true }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${p}-ministry-open.png` });
  await page.getByRole('option', { name: 'AJK UTAMA', exact: true }).click();
  await page.waitForTimeout(300);
  await shot('register-ajk');
  await page.goto('/reset-password');
  await shot('reset-invalid');
  const email = `shot-${Date.now()}-${randomBytes(3).toString('hex')}@contoh.my`;
  const pair = { ministry: 'KOIR (MINISTRI)', role: 'Member' };
  await page.request.post('/api/register', {
    headers: { Origin: test.info().project.use.baseURL as string },
    data: { name: 'Maria Anak Joseph', email, phone: '0123456789', password: 'kata-laluan', ...pair, ministryRoles: [pair, { ministry: 'ST MARK - DTHO (BEC)', role: 'Timbalan Ketua BEC' }] },
  });
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await shot('profile-view');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.waitForTimeout(300);
  await shot('profile-edit');
  await page.getByRole('button', { name: 'Edit Profile' }).count();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Leave Organization' }).click();
  await page.waitForTimeout(400);
  await shot('profile-leave');
});
