// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../render-app';

describe('the privacy and about pages', () => {
  it("keep the spec's sections of the privacy policy", async () => {
    await renderApp('/privacy');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use the Data',
      'Third-Party Services & Advertising',
      'Security of Data',
      'Contact Us',
    ]);
    expect(screen.getByText('Last updated October 2, 2025')).toBeInTheDocument();
  });

  it('agree on what the site does: no analytics, no advertising, no cookies, no script from another site', async () => {
    await renderApp('/privacy');
    const privacy = document.querySelector('main')!.textContent!;
    expect(privacy).toContain('the site has no analytics and no advertising, sets no cookies, and loads no script from another site');
    expect(privacy).toContain('The site uses no analytics service and shows no advertising, so no advertising cookies are set.');
    expect(privacy).not.toMatch(/we may use|advertising partners|may set advertising cookies/i);
    cleanup();
    await renderApp('/about');
    expect(screen.getByText(/readable without an account, with no advertising, no analytics and no cookies\./)).toBeInTheDocument();
  });

  it('says where the contact form sends a message as this build does it: to the mail program, without an endpoint', async () => {
    await renderApp('/privacy');
    expect(
      screen.getByText(/The form opens your own mail program with them filled in; nothing is sent until you send that email\./),
    ).toBeInTheDocument();
  });
});
