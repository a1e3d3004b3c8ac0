/** The contact form's draft. */
export interface ContactDraft {
  name: string;
  email: string;
  message: string;
}

export const emptyDraft: ContactDraft = { name: '', email: '', message: '' };

/** Why a POST failed, in words a visitor can act on. */
export class ContactDeliveryError extends Error {
  override name = 'ContactDeliveryError';
}

/** POSTs the draft as JSON; resolves when the endpoint accepted it, rejects with a readable reason. */
export async function postContact(endpoint: string, draft: ContactDraft, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(draft),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ContactDeliveryError(timedOut ? 'the server did not answer in time' : 'the server could not be reached');
  }
  if (!response.ok) throw new ContactDeliveryError(`the server answered ${response.status}`);
}

/** A mailto: link that opens the visitor's mail program with the draft filled in. */
export function mailtoLink(address: string, draft: ContactDraft): string {
  const subject = `Study Notes: message from ${draft.name}`;
  const body = `${draft.message}\n\n${draft.name} <${draft.email}>`;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Hands a mailto: link to the browser, which opens the mail program and keeps the page. */
export function openMailProgram(href: string) {
  window.open(href, '_self');
}
