import { Link, useParams } from 'react-router';
import { HttpError } from '../../data/fetch-text.ts';
import { ErrorPage } from '../../shell/error-page.tsx';
import { PageHead } from '../../shell/head.tsx';
import { Markdown } from '../../shell/markdown.tsx';
import { Button } from '../../shell/button.tsx';
import { findLearnDocument, type LearnDocument } from './learn-documents.ts';
import { useLearnDocument } from './use-learn-document.ts';
import './learn.css';

/** /learn/{documentName}: one guide, or Not Found for a name that is not a guide. */
export function LearnDocumentPage() {
  const { documentName } = useParams();
  const document = findLearnDocument(documentName);
  if (!document) return <ErrorPage code={404} />;
  // Keyed so moving between guides starts from a clean state.
  return <LearnDocumentView key={document.name} document={document} />;
}

function LearnDocumentView({ document }: { document: LearnDocument }) {
  const { data, error, isLoading, retry } = useLearnDocument(document.name);
  if (error instanceof HttpError && error.status === 404) return <ErrorPage code={404} />;
  return (
    <main className="page narrow learn-document" aria-busy={isLoading}>
      <PageHead title={document.title} description={document.summary} type="article" />
      <nav className="learn-breadcrumb" aria-label="Breadcrumb">
        <Link to="/learn">Learn</Link>
      </nav>
      {data !== undefined ? (
        <Markdown>{data}</Markdown>
      ) : error ? (
        <div className="learn-error" role="alert">
          <p>This guide could not be loaded. Check your connection and try again.</p>
          <Button variant="outlined" onClick={retry}>
            Try Again
          </Button>
        </div>
      ) : (
        <p className="learn-loading">Loading {document.title}…</p>
      )}
    </main>
  );
}
