import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '../../shell/head.tsx';
import { useEditor } from '../editor-context.tsx';
import type { EditorLink } from '../navigation.ts';

/** The top of every editor page: where it sits (a link back), its heading and the page's title. */
export function EditorPageHeader({
  title,
  back,
  intro,
  children,
}: {
  title: string;
  back?: EditorLink;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const { game, revision, path } = useEditor();
  return (
    <header className="editor-page-header">
      <PageHead title={`${title} · ${game.title} (${revision.name})`} robots="noindex" />
      {back ? (
        <p className="editor-back">
          <Link to={path(...back.segments)}>← {back.label}</Link>
        </p>
      ) : null}
      <h1>{title}</h1>
      {intro ? <p className="editor-intro">{intro}</p> : null}
      {children}
    </header>
  );
}
