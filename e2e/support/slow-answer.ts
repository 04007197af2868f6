import type { Page } from '@playwright/test';

/**
 * Holds the API's answer to `path` back for `ms`, so a test can see the in-progress state (a disabled
 * button, a progress bar) even when the job finishes faster than the page can be looked at.
 */
export async function holdAnswer(page: Page, path: string, ms = 1500) {
  await page.route(`**${path}`, async (route) => {
    const answer = await route.fetch({ timeout: 150_000 });
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response: answer });
  });
}
