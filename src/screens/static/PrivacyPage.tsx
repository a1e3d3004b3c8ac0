import { Link } from '@tanstack/react-router';
import { ResetProgress } from '../../components/progress/ResetProgress';
import { siteConfig } from '../../site/config';
import styles from './StaticPage.module.css';
import { useHydratedMark } from '../../app/use-hydrated-mark';

export function PrivacyPage() {
  useHydratedMark();
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
          involved when you read the notes or contact us, and the choices you have. In short: the site has no analytics and no advertising,
          sets no cookies, and loads no script from another site.
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
            <strong>Usage data.</strong> None beyond those logs: the site has no analytics, and counts no visits, clicks or reading time.
          </li>
          <li>
            <strong>Cookies.</strong> None: the site sets no cookies, and runs no script from another site that could.
          </li>
          <li>
            <strong>Personal data you give us.</strong> Your name, email address and message, only when you choose to send them through the
            contact form.{' '}
            {siteConfig.contactEndpoint
              ? "The form sends them to the service that receives the site's messages."
              : 'The form opens your own mail program with them filled in; nothing is sent until you send that email.'}
          </li>
        </ul>
        <p>
          <strong>Reading progress stays on your device.</strong> Which notes you have read (when you reach the end of a note or mark it
          yourself), the exercises you have solved, the code you last wrote for each exercise, the review schedule of the Check yourself
          questions you have answered, and your choice of colour theme are kept only in your browser&apos;s local storage. They are never
          sent to us or to anyone else (the <Link to="/review">Review</Link> page can export them to a file, which stays yours), and
          clearing your browser&apos;s site data removes them; this button removes your progress, your answers and your review schedule:
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
          The host&apos;s logs serve only to keep the site available and secure. We use what you send through the contact form only to
          answer you. We do not sell personal data.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="third-party">
        <h2 id="third-party">Third-Party Services &amp; Advertising</h2>
        <p>
          The site uses no analytics service and shows no advertising, so no advertising cookies are set. Its pages load scripts, styles and
          data from the site alone: their Content-Security-Policy lets the browser run no script from anywhere else. Links to other sites (a
          note&apos;s references, and its source or issue pages where the site offers them) take you to those sites, under their own privacy
          policies.
        </p>
        <p>
          Your opt-out choices: there is nothing to opt out of here. Your browser&apos;s cookie settings, tracking protection and Global
          Privacy Control still apply to every site you visit from these pages.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="security">
        <h2 id="security">Security of Data</h2>
        <p>
          The site runs no third-party scripts, and its pages&apos; Content-Security-Policy refuses any. No method of transmission or
          storage is completely secure, but we take reasonable measures to protect the information we hold.
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
