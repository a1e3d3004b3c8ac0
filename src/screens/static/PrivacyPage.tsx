import { Link } from '@tanstack/react-router';
import { ResetProgress } from '../../components/progress/ResetProgress';
import styles from './StaticPage.module.css';

export function PrivacyPage() {
  return (
    <div className={styles.page}>
      <div className={styles.lead}>
        <h1>Privacy Policy</h1>
        <p className={styles.updated}>Last updated October 2, 2025</p>
      </div>

      <section className={styles.section} aria-labelledby="introduction">
        <h2 id="introduction">Introduction</h2>
        <p>
          Study Notes is a public, read-only website: there are no accounts and no sign-in. This policy explains what information is
          involved when you read the notes or contact us, and the choices you have.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="collect">
        <h2 id="collect">Information We Collect</h2>
        <ul>
          <li>
            <strong>Log data.</strong> Like any web server, the host that serves these pages records technical details of each request, such
            as your IP address, browser type, the page requested and the time.
          </li>
          <li>
            <strong>Usage data.</strong> Which pages are read and how visitors move between them, in aggregate.
          </li>
          <li>
            <strong>Cookies.</strong> The notes themselves need no cookies. Where a cookie is used, it is for the purposes described under
            Third-Party Services &amp; Advertising.
          </li>
          <li>
            <strong>Personal data you give us.</strong> Your name, email address and message, only when you choose to send them through the
            contact form.
          </li>
        </ul>
        <p>
          <strong>Reading progress stays on your device.</strong> Which notes you have read, when you reach the end of a note or mark it
          yourself, is kept only in your browser&apos;s local storage. It is never sent to us or to anyone else, and clearing your
          browser&apos;s site data removes it, as does this button:
        </p>
        <ResetProgress />
        <p>
          <strong>Notes saved for offline reading stay on your device too.</strong> So that they read without a connection, your browser
          keeps a copy of the site&apos;s code and of each note and series page you open in its cache storage, through the site&apos;s
          service worker; &apos;Save this series for offline&apos; keeps every note of a series and the search data as well. Nothing about
          it is sent to us. &apos;Remove from this device&apos; beside a series&apos; lessons removes that series, and clearing your
          browser&apos;s site data removes all of it.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="use">
        <h2 id="use">How We Use the Data</h2>
        <p>
          We use log and usage data to keep the site available and secure and to learn which notes help readers most. We use what you send
          through the contact form only to answer you. We do not sell personal data.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="third-party">
        <h2 id="third-party">Third-Party Services &amp; Advertising</h2>
        <p>
          We may use analytics services to understand traffic in aggregate, and advertising partners who may set advertising cookies to show
          and measure ads. These services process data under their own privacy policies.
        </p>
        <p>
          Your opt-out choices: you can block or delete cookies in your browser settings, turn on your browser&apos;s tracking protection or
          Global Privacy Control, and opt out of personalised advertising through the industry opt-out pages of the advertising networks.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="security">
        <h2 id="security">Security of Data</h2>
        <p>
          Pages are served over HTTPS, and the site runs no third-party scripts of its own. No method of transmission or storage is
          completely secure, but we take reasonable measures to protect the information we hold.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="contact-us">
        <h2 id="contact-us">Contact Us</h2>
        <p>
          Questions about this policy? Reach us through the <Link to="/contact">contact page</Link>.
        </p>
      </section>
    </div>
  );
}
