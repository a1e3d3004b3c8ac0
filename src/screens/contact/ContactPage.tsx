import { useState, type FormEvent } from 'react';
import { Toasts } from '../../components/layout/Toasts';
import { siteConfig } from '../../site/config';
import { notify } from '../../components/layout/notify';
import styles from './ContactPage.module.css';
import page from '../static/StaticPage.module.css';
import { emptyDraft, mailtoLink, openMailProgram, postContact, type ContactDraft } from './submit-contact';
import { useHydratedMark } from '../../app/use-hydrated-mark';

const SUCCESS_POSITION = { position: 'top-center' } as const;

export function ContactPage() {
  useHydratedMark();
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [sending, setSending] = useState(false);
  const update = (field: keyof ContactDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const succeed = (name: string) => {
    setDraft(emptyDraft);
    return `Message sent successfully, ${name}! We'll be in touch soon.`;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = { ...draft };
    if (!siteConfig.contactEndpoint) {
      openMailProgram(mailtoLink(siteConfig.contactEmail, sent));
      notify.success(succeed(sent.name), SUCCESS_POSITION);
      return;
    }
    setSending(true);
    const toastId = notify.loading('Sending your message…', SUCCESS_POSITION);
    try {
      await postContact(siteConfig.contactEndpoint, sent, siteConfig.contactTimeoutMs);
      notify.resolve(toastId, succeed(sent.name));
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'an unknown error';
      notify.reject(toastId, `Your message was not sent: ${reason}. Your text is still in the form; please try again.`);
    } finally {
      setSending(false);
    }
  };

  // The contact form is the only screen that raises toasts, so their code loads with it.
  return (
    <div className={page.page}>
      <Toasts />
      <div className={page.lead}>
        <h1>Contact Us</h1>
        <p>Questions, ideas for a note, or something that looks wrong? We read every message.</p>
      </div>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={onSubmit} aria-label="Contact form">
          <div className={styles.field}>
            <label htmlFor="contact-name">Name</label>
            <input id="contact-name" name="name" type="text" autoComplete="name" required value={draft.name} onChange={update('name')} />
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-email">Email</label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={draft.email}
              onChange={update('email')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-message">Message</label>
            <textarea id="contact-message" name="message" rows={4} required value={draft.message} onChange={update('message')} />
          </div>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending…' : 'Send Message'}
          </button>
        </form>

        <div className={styles.aside}>
          <section className={styles.box} aria-labelledby="support-title">
            <h2 id="support-title">Support &amp; Feedback</h2>
            <ul>
              <li>
                <strong>Note suggestion:</strong> a topic you would like us to explain next.
              </li>
              <li>
                <strong>Bug report:</strong> a sample that fails, a broken link or a page that misbehaves.
              </li>
              <li>
                <strong>General inquiry:</strong> anything else about the notes.
              </li>
            </ul>
          </section>
          <section className={styles.box} aria-labelledby="direct-title">
            <h2 id="direct-title">Direct Email</h2>
            <p>For partnership or urgent matters, write to us directly:</p>
            <a className={styles.mail} href={`mailto:${siteConfig.contactEmail}`}>
              {siteConfig.contactEmail}
            </a>
          </section>
        </div>
      </div>
    </div>
  );
}
