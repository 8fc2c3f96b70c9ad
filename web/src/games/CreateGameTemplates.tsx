import { useMemo } from 'react';
import { GAME_TEMPLATES, type GameTemplate, type TemplateId } from '@tablecraft/core/templates';
import { Button } from '../shell/button.tsx';

/** The template's preview as an image URL: drawn from its own art, so nothing is fetched for it. */
function previewUrl(template: GameTemplate): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(template.preview())}`;
}

interface Props {
  selected: TemplateId;
  onSelect: (id: TemplateId) => void;
  /** Play now on a template; absent while a game is being made. */
  onPlay: (template: GameTemplate) => void;
  playing: TemplateId | null;
}

/** The games to start from: pick one for the form below, or play it at once. */
export function CreateGameTemplates({ selected, onSelect, onPlay, playing }: Props) {
  const previews = useMemo(() => new Map(GAME_TEMPLATES.map((template) => [template.id, previewUrl(template)])), []);
  return (
    <fieldset className="template-picker">
      <legend>Start from</legend>
      <ul className="template-grid">
        {GAME_TEMPLATES.map((template) => (
          <li
            key={template.id}
            className={template.id === selected ? 'template-card selected' : 'template-card'}
            data-template={template.id}
          >
            <label>
              <input
                type="radio"
                name="template"
                value={template.id}
                checked={template.id === selected}
                onChange={() => onSelect(template.id)}
              />
              <img src={previews.get(template.id)} alt="" width={280} height={210} />
              <strong>{template.title}</strong>
              <span className="muted">{template.summary}</span>
            </label>
            {template.playable ? (
              <Button
                variant="outlined"
                onClick={() => onPlay(template)}
                disabled={playing !== null}
                aria-busy={playing === template.id}
                aria-label={`Play ${template.title} now`}
              >
                Play now
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
