// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';

vi.mock('../../../../src/site/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/site/config')>();
  return { siteConfig: { ...actual.siteConfig, contactEndpoint: 'https://forms.example.net/contact' } };
});

afterEach(() => vi.unstubAllGlobals());

async function fillAndSend() {
  const app = await renderApp('/contact');
  await app.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
  await app.user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.org');
  await app.user.type(screen.getByRole('textbox', { name: 'Message' }), 'The sample in 905 fails.');
  await app.user.click(screen.getByRole('button', { name: 'Send Message' }));
  return app;
}

describe('the contact page with a form endpoint', () => {
  it('POSTs the draft as JSON, then shows the success toast and clears the fields', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await fillAndSend();
    expect(await screen.findByText("Message sent successfully, Grace! We'll be in touch soon.")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example.net/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Grace',
      email: 'grace@example.org',
      message: 'The sample in 905 fails.',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('keeps the draft and shows an error toast when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await fillAndSend();
    expect(await screen.findByText(/Your message was not sent: the server answered 500/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('The sample in 905 fails.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the draft when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await fillAndSend();
    expect(await screen.findByText(/the server could not be reached/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.org');
  });

  it('keeps the draft when the server does not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))),
    );
    await fillAndSend();
    expect(await screen.findByText(/the server did not answer in time/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('The sample in 905 fails.');
  });

  it('shows a loading toast while the request is under way', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await fillAndSend();
    expect(await screen.findByText('Sending your message…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(new Response('{}', { status: 201 }));
    expect(await screen.findByText("Message sent successfully, Grace! We'll be in touch soon.")).toBeInTheDocument();
  });
});
