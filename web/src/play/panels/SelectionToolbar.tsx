import type { Ref } from 'react';
import type { ActionContext, PlayAction } from '../actions/registry.ts';

interface Props {
  /** The selected piece's or pile's name, as the menu titles it. */
  title: string;
  actions: PlayAction[];
  context: ActionContext;
  /** Opens the full menu (actions that ask something: how many, to whom) at this point on the page. */
  onMore: (at: { x: number; y: number }) => void;
  /** Along the table's bottom edge, or its top when the selected piece lies at the bottom (strip-side.ts). */
  side?: 'top' | 'bottom';
  /** Someone not playing pressed an action: told how to take a seat (without it, the actions are disabled). */
  onRefused?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What the selected piece or pile can do, in a strip over the table's edge, each with its key: the actions
 * are in sight without a right-click or a long-press, and the keys are learnt by using them. Actions that
 * ask something are in the full menu behind "More…". The strip is one row (scrolling sideways on a phone)
 * along the edge away from the piece, so it never covers what it acts on.
 */
export function SelectionToolbar({ title, actions, context, onMore, side = 'bottom', onRefused, ref }: Props) {
  const direct = actions.filter((action) => !action.choices);
  const asking = actions.length > direct.length;
  const refusing = !context.canPlay && onRefused !== undefined;
  return (
    <div ref={ref} className={`selection-toolbar selection-toolbar-${side}`} role="toolbar" aria-label={`Actions for ${title}`}>
      <span className="selection-toolbar-title">{title}</span>
      {direct.map((action) => (
        <button
          key={action.id}
          type="button"
          disabled={!context.canPlay && !refusing}
          aria-disabled={refusing || undefined}
          onClick={() => (refusing ? onRefused() : action.perform(context))}
          title={action.shortcuts[0] ? `${action.label} (${action.shortcuts[0].label})` : action.label}
        >
          {action.label}
          {action.shortcuts[0] ? <kbd>{action.shortcuts[0].label}</kbd> : null}
        </button>
      ))}
      {asking ? (
        <button
          type="button"
          aria-haspopup="menu"
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            onMore({ x: box.left, y: box.bottom });
          }}
        >
          More…
        </button>
      ) : null}
    </div>
  );
}
