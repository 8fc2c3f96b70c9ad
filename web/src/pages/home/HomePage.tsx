import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { ButtonLink } from '../../shell/button.tsx';
import { LEARN_DOCUMENTS } from '../learn/learn-documents.ts';
import { PublicGames } from '../../games/index.ts';
import './home.css';

const FEATURES = [
  {
    title: 'Build it in the browser',
    text: 'Upload your art, lay out cards, tokens, dice and boards, and fill a whole deck from a spreadsheet.',
  },
  {
    title: 'Play it with friends',
    text: 'Open a room, share the link, and move pieces together live. Everyone sees every move in the same order.',
  },
  {
    title: 'Keep secrets secret',
    text: 'Hands and shuffled decks stay hidden on the server, so nobody can peek at what they should not see.',
  },
];

/** The play home page: what Tablecraft is, the public games to play, how to start, and where to learn more. */
export function HomePage() {
  return (
    <main className="home">
      <PageHead />
      <section className="home-hero">
        <div className="home-hero-inner">
          <h1>Play tabletop games online with friends</h1>
          <p className="home-lead">
            Tablecraft is the easiest way to play tabletop games online. Create your own game in the browser editor, then play it together
            in a room.
          </p>
          <div className="home-actions">
            <ButtonLink to="/create" size="large">
              Create a game
            </ButtonLink>
            <ButtonLink to="/learn/getting-started" size="large" variant="outlined">
              Learn how it works
            </ButtonLink>
          </div>
        </div>
      </section>
      <PublicGames />
      <section className="page home-features" aria-label="What you can do">
        {FEATURES.map((feature) => (
          <article key={feature.title} className="home-feature">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </article>
        ))}
      </section>
      <section className="page home-learn" aria-labelledby="home-learn-title">
        <h2 id="home-learn-title">Guides</h2>
        <ul>
          {LEARN_DOCUMENTS.map((document) => (
            <li key={document.name}>
              <Link to={`/learn/${document.name}`}>{document.title}</Link> — {document.summary}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
