// /api/docs (docs/decisions/redoc-api-docs.md): the OpenAPI document as a page for people, drawn by Redoc from
// the server's own copy of its bundle, under the site's CSP (no inline script), with nothing fetched from
// another origin and no error or CSP violation in the console.
import { expect, test } from '@playwright/test';

interface OpenApiDocument {
  info: { title: string };
  paths: Record<string, Record<string, { summary?: string }>>;
}

test('/api/docs shows the API document, with no CSP violation', async ({ page, baseURL }) => {
  const problems: string[] = [];
  const foreign: string[] = [];
  // Init scripts are added by the browser's debugging protocol: the page's CSP does not apply to them.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) foreign.push(url);
  });

  const apiDocument = (await (await page.request.get('/api/openapi.json')).json()) as OpenApiDocument;
  const summary = apiDocument.paths['/links']?.get?.summary ?? '';
  expect(summary).not.toBe('');

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');

  await expect(page.getByRole('heading', { name: apiDocument.info.title, level: 1 })).toBeVisible();
  // Redoc puts an anchor link inside each operation's heading, which then has no accessible name of its own.
  const operation = page.locator('h2', { hasText: summary });
  await operation.scrollIntoViewIfNeeded();
  await expect(operation).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});
