import { useId, useRef, useState } from 'react';
import { Button } from '../../shell/button.tsx';

/** A link shown in a read-only box with a Copy button; where the clipboard is not available the text is selected for copying by hand. */
export function CopyLink({ url, label = 'Invite link' }: { url: string; label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      input.current?.select();
    }
  };
  return (
    <div className="copy-link">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} ref={input} className="invite-link" readOnly value={url} onFocus={(event) => event.target.select()} />
      <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
