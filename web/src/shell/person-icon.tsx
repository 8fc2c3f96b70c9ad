/** The default avatar: a head-and-shoulders silhouette, drawn inline so it needs no request. */
export function PersonIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="person-icon">
      <circle cx="12" cy="8.5" r="4.25" fill="currentColor" />
      <path d="M3.5 21c0-4.4 3.8-7.25 8.5-7.25s8.5 2.85 8.5 7.25z" fill="currentColor" />
    </svg>
  );
}
