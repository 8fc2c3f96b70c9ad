import type { ReactNode } from 'react';
import './data-table.css';

/**
 * A list as a table (members, players, invites, revisions, saves, games, rooms): one header row of column
 * names, and when rows carry buttons a last column whose header only screen readers hear, so every cell
 * still has a header to be read with.
 */
export function DataTable({
  columns,
  withActions = false,
  className = 'settings-table',
  label,
  children,
}: {
  columns: ReactNode[];
  withActions?: boolean;
  className?: string;
  /** The table's accessible name, when no heading right before it names it. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
          {withActions ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
