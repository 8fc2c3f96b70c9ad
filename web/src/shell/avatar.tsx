import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../graphql/generated/index.ts';
import { PersonIcon } from './person-icon.tsx';
import './avatar.css';

/**
 * A person as the web shows them anywhere (header, member and player lists, a game's owner, a room's
 * seats): their picture and name, linked to their page. Every document that shows someone selects this
 * fragment, so each answer fills the same fields of the one cached User.
 */
export const USER_CARD_FIELDS = graphql(`
  fragment UserCardFields on User {
    id
    userName
    name
    image
  }
`);

export type AvatarStatus = 'online' | 'offline';

const STATUS_LABEL: Record<AvatarStatus, string> = { online: 'Online', offline: 'Offline' };

export interface AvatarProps {
  /** Image URL; empty or missing shows the default person icon. */
  src?: string | null;
  /** Whose avatar this is, for the image's alternative text. */
  name?: string;
  /** Makes the avatar a link to the user's page, /@{userName}. */
  userName?: string;
  /** Presence dot (rooms show who is online). */
  status?: AvatarStatus;
  size?: 'normal' | 'large';
  /** Set when the name is already shown next to the avatar, so screen readers do not hear it twice. */
  decorative?: boolean;
  className?: string;
}

/** A user's picture, or a person icon when they have none (or it fails to load). */
export function Avatar({ src, name, userName, status, size = 'normal', decorative = false, className }: AvatarProps) {
  // Remember which URL failed, so a new src gets a fresh chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const classes = ['avatar', size === 'large' ? 'avatar-large' : null, className].filter(Boolean).join(' ');
  // A link carries the label itself; otherwise the picture (or icon) is the labelled element.
  const label = decorative || userName ? undefined : name || 'User';

  const body = (
    <>
      {showImage ? (
        <img className="avatar-image" src={src ?? undefined} alt={label ?? ''} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span className="avatar-image avatar-default" role={label ? 'img' : undefined} aria-label={label}>
          <PersonIcon />
        </span>
      )}
      {status ? (
        <span
          className={`avatar-status avatar-status-${status}`}
          role="img"
          aria-label={STATUS_LABEL[status]}
          title={STATUS_LABEL[status]}
        />
      ) : null}
    </>
  );

  if (userName) {
    return (
      <Link className={classes} to={`/@${userName}`} aria-label={name ? `${name} (@${userName})` : `@${userName}`}>
        {body}
      </Link>
    );
  }
  return <span className={classes}>{body}</span>;
}
