import { Link } from '@tanstack/react-router';
import paletteArtwork from '@twemoji/svg/1f3a8.svg?no-inline';
import gearArtwork from '@twemoji/svg/2699.svg?no-inline';
import whaleArtwork from '@twemoji/svg/1f433.svg?no-inline';
import { EmojiImage } from '../../components/emoji/EmojiImage';
import styles from './StaticPage.module.css';
import { useHydratedMark } from '../../app/use-hydrated-mark';

const COVERAGE = [
  {
    icon: '🎨',
    artwork: paletteArtwork,
    title: 'Frontend Focus',
    text: 'Frontend web from the ground up: HTML, CSS and JavaScript, then React for building real interfaces.',
  },
  {
    icon: '⚙️',
    artwork: gearArtwork,
    title: 'Core Languages',
    text: 'C, C++, Java and Python, plus data structures and algorithms explained with code you can run.',
  },
  {
    icon: '🐳',
    artwork: whaleArtwork,
    title: 'DevOps & Tools',
    text: 'Node.js on the server, Docker for shipping it, and Git and GitHub for working with others.',
  },
];

export function AboutPage() {
  useHydratedMark();
  return (
    <div className={styles.page}>
      <div className={styles.lead}>
        <h1>About Study Notes</h1>
        <p>
          Study Notes is a free library of short programming tutorials for developers, students and hobbyists. Every note explains one idea,
          shows code that works, and points to what to learn next.
        </p>
      </div>

      <section className={styles.section} aria-labelledby="mission">
        <h2 id="mission">Our Mission: Concise Clarity</h2>
        <p>
          Documentation is often either too thin to learn from or too long to finish. We write the note we wished we had: one topic, the few
          rules that matter, a working example and the mistakes to avoid, in a few minutes of reading.
        </p>
        <p>
          Each series follows a learning order, so you can start at lesson one or jump straight to the note you need. Everything is public,
          free and readable without an account, with no advertising, no analytics and no cookies.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="coverage">
        <h2 id="coverage">What We Cover</h2>
        <p>
          Thirteen series across frontend web, C, C++, Java, Python, data structures and algorithms, Node.js, Docker, Git and GitHub, and
          React.
        </p>
        <ul className={styles.cards}>
          {COVERAGE.map((area) => (
            <li key={area.title} className={styles.card}>
              <span className={styles.cardIcon} aria-hidden="true">
                <EmojiImage emoji={area.icon} src={area.artwork} />
              </span>
              <h3>{area.title}</h3>
              <p>{area.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.callout}`} aria-labelledby="start">
        <h2 id="start">Start Learning Today</h2>
        <p>Pick a series on the home page, read the first note, and run the first example. That is all it takes.</p>
        <div className={styles.calloutActions}>
          <Link to="/" className={`button ${styles.calloutButton}`}>
            Browse the topics
          </Link>
          <Link to="/contact" className={`button ${styles.calloutButton}`}>
            Suggest a note
          </Link>
        </div>
      </section>

      <p className={styles.credit}>
        Emoji artwork: <a href="https://github.com/jdecked/twemoji">Twemoji</a>, © Twitter, Inc and other contributors, licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC-BY 4.0</a>.
      </p>
    </div>
  );
}
