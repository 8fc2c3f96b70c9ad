import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { LEARN_DOCUMENTS } from './learn-documents.ts';
import './learn.css';

/** /learn: the list of guides. */
export function LearnIndexPage() {
  return (
    <main className="page narrow">
      <PageHead title="Learn" description="Guides to creating tabletop games in the browser and playing them online with friends." />
      <h1>Learn Tablecraft</h1>
      <p className="learn-lead">Short guides to creating games and playing them with friends.</p>
      <ol className="learn-list">
        {LEARN_DOCUMENTS.map((document) => (
          <li key={document.name}>
            <Link className="learn-card" to={`/learn/${document.name}`}>
              <h2>{document.title}</h2>
              <p>{document.summary}</p>
            </Link>
          </li>
        ))}
      </ol>
    </main>
  );
}
