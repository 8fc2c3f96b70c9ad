import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from './avatar.tsx';
import { useLogOut } from './use-log-out.ts';
import { useMenu } from './use-menu.ts';
import type { HeaderViewer } from './viewer-documents.ts';
import './user-menu.css';

/** The logged-in header's menu: the user's picture and name, opening onto profile, account and log out. */
export function UserMenu({ viewer }: { viewer: HeaderViewer }) {
  const menu = useMenu();
  const { logOut, loggingOut } = useLogOut();
  const { pathname } = useLocation();
  const { close } = menu;
  // Following one of the menu's links navigates; the menu should not stay open over the new page.
  useEffect(() => close(), [pathname, close]);

  return (
    <div className="user-menu" ref={menu.rootRef}>
      <button type="button" className="user-menu-trigger" {...menu.triggerProps}>
        <Avatar src={viewer.image} name={viewer.name} decorative />
        <span className="user-menu-name">{viewer.name}</span>
        <svg className="user-menu-chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {menu.open ? (
        <div className="user-menu-list" aria-label="Account" {...menu.menuProps}>
          <Link role="menuitem" className="user-menu-item" to={`/@${viewer.userName}`}>
            Profile
          </Link>
          <Link role="menuitem" className="user-menu-item" to="/account/profile">
            Account
          </Link>
          <button
            type="button"
            role="menuitem"
            className="user-menu-item"
            disabled={loggingOut}
            onClick={() => {
              menu.close(true);
              // logOut catches its own failures and shows them in a toast.
              void logOut();
            }}
          >
            Log Out
          </button>
        </div>
      ) : null}
    </div>
  );
}
