// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';

const openMailProgram = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/screens/contact/submit-contact', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  openMailProgram,
}));

beforeEach(() => openMailProgram.mockReset());

describe('the contact page without a form endpoint (the default)', () => {
  it('has the form with native checks, and both side boxes', async () => {
    await renderApp('/contact');
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    for (const field of [name, email, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(message).toHaveAttribute('rows', '4');
    expect(screen.getByRole('heading', { name: 'Support & Feedback' })).toBeInTheDocument();
    expect(screen.getByText(/Note suggestion/)).toBeInTheDocument();
    expect(screen.getByText(/Bug report/)).toBeInTheDocument();
    expect(screen.getByText(/General inquiry/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Direct Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  });

  it('does not submit while a required field is empty', async () => {
    const { user } = await renderApp('/contact');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(openMailProgram).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });

  it('opens the mail program with the draft, shows the success toast and clears the fields', async () => {
    const { user } = await renderApp('/contact');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Please add a note on Rust.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(openMailProgram).toHaveBeenCalledTimes(1);
    const href = String(openMailProgram.mock.calls[0]![0]);
    expect(href.startsWith('mailto:hello@example.com?')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Please add a note on Rust.');
    expect(decodeURIComponent(href)).toContain('Ada <ada@example.org>');

    const toast = await screen.findByText("Message sent successfully, Ada! We'll be in touch soon.");
    expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-center');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});
