import type { Locator, Page } from '@playwright/test';
import { expect, open, test, variantUrl } from './site';

const SUCCESS = "Message sent successfully, Ada! We'll be in touch soon.";

async function fill(page: Page, email = 'ada@example.org') {
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Message' }).fill('Please add a note on Rust traits.');
}

const valueOf = (page: Page, name: string) => page.getByRole('textbox', { name }).inputValue();

/** The WCAG contrast ratio of a toast's text on its background, as the browser paints them. */
async function toastContrast(toast: Locator): Promise<number> {
  const [text, background] = await toast
    .locator('xpath=ancestor-or-self::*[contains(@class, "Toastify__toast ")]')
    .evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]);
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((part) => Number(part) / 255);
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe('contact form, default settings (mail program)', () => {
  test('an empty submit is blocked by the browser', async ({ page }) => {
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByRole('textbox', { name: 'Name' }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });

  test('a bad email is blocked by the browser', async ({ page }) => {
    await open(page, '/contact');
    await fill(page, 'ada-at-example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByRole('textbox', { name: 'Email' }).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    expect(await valueOf(page, 'Name')).toBe('Ada');
  });

  test('sending opens a prefilled mail, shows the success toast at top centre and clears the fields', async ({ page }) => {
    // Record the mail the page asks the browser to open, instead of starting a mail program.
    await page.addInitScript(() => {
      window.open = (url?: string | URL) => {
        (window as unknown as { mailto: string }).mailto = String(url);
        return null;
      };
    });
    await open(page, '/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('.Toastify__toast-container--top-center').getByText(SUCCESS);
    await expect(toast).toBeVisible();
    expect(await toastContrast(toast), 'the toast meets WCAG AA').toBeGreaterThanOrEqual(4.5);
    const mailto = await page.evaluate(() => (window as unknown as { mailto: string }).mailto);
    expect(mailto.startsWith('mailto:hello@example.com?subject=')).toBe(true);
    expect(decodeURIComponent(mailto)).toContain('Please add a note on Rust traits.\n\nAda <ada@example.org>');
    expect(await valueOf(page, 'Name')).toBe('');
    expect(await valueOf(page, 'Email')).toBe('');
    expect(await valueOf(page, 'Message')).toBe('');
  });
});

test.describe('contact form with an endpoint', () => {
  test('POSTs the draft, then shows the success toast and clears the fields', async ({ page }) => {
    let body: unknown;
    await page.route('**/api/contact', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await open(page, variantUrl('/contact'));
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.Toastify__toast-container--top-center').getByText(SUCCESS)).toBeVisible();
    expect(body).toEqual({ name: 'Ada', email: 'ada@example.org', message: 'Please add a note on Rust traits.' });
    expect(await valueOf(page, 'Message')).toBe('');
  });

  test('keeps the draft and shows an error toast when the endpoint fails', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'down' }));
    await open(page, variantUrl('/contact'));
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByText(/Your message was not sent: the server answered 500/);
    await expect(toast).toBeVisible();
    // In the dark theme too: the toasts keep their colours.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await toastContrast(toast), 'the toast meets WCAG AA').toBeGreaterThanOrEqual(4.5);
    expect(await valueOf(page, 'Name')).toBe('Ada');
    expect(await valueOf(page, 'Message')).toBe('Please add a note on Rust traits.');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('keeps the draft when the endpoint does not answer in time, and a retry sends it', async ({ page }) => {
    // The variant build gives the endpoint 2 s (VITE_CONTACT_TIMEOUT_MS); the first request hangs.
    let attempts = 0;
    await page.route('**/api/contact', async (route) => {
      attempts += 1;
      if (attempts === 1) return; // never answered: the browser gives up after the time-out
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await open(page, variantUrl('/contact'));
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(/Your message was not sent: the server did not answer in time/)).toBeVisible();
    expect(await valueOf(page, 'Message')).toBe('Please add a note on Rust traits.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.Toastify__toast-container--top-center').getByText(SUCCESS)).toBeVisible();
    expect(attempts).toBe(2);
    expect(await valueOf(page, 'Message')).toBe('');
  });

  test('keeps the draft when the endpoint cannot be reached', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await open(page, variantUrl('/contact'));
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(/the server could not be reached/)).toBeVisible();
    expect(await valueOf(page, 'Email')).toBe('ada@example.org');
  });
});
