import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormError, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { PageHead } from '../../shell/head.tsx';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { assetFileUrl } from '../../uploads/index.ts';
import { TextAreaField } from '../../forms/index.ts';
import { GameImageUpload } from '../GameImageUpload.tsx';
import { UPDATE_GAME_PAGE } from '../documents.ts';
import { pageFormValues, pageInput, robotsFor, VISIBILITY_CHOICES, visibilityConsequence } from '../logic/page-input.ts';
import { playerCountText } from '../../games/index.ts';
import { useSettingsGame } from '../use-settings-game.ts';
import '../../forms/inline-form.css';

// The Markdown renderer is only needed when the author previews the overview.
const Markdown = lazy(async () => ({ default: (await import('../../shell/markdown.tsx')).Markdown }));

/** The most images a game page holds (the API refuses more). */
const MAX_IMAGES = 12;

/** /settings/page: the public game page's content, its images, and the game's visibility. */
export function PageSettingsPage() {
  const { game } = useSettingsGame();
  return (
    <>
      <PageHead title={`Game page · ${game.title}`} robots="noindex" />
      <h1>Game page</h1>
      <p className="muted">What people read on {game.canonicalPath} before they play.</p>
      <ContentForm />
      <Images />
      <VisibilityForm />
    </>
  );
}

function ContentForm() {
  const { game } = useSettingsGame();
  const [update] = useMutation(UPDATE_GAME_PAGE);
  const toast = useToast();
  const [preview, setPreview] = useState(false);
  const form = useForm({
    initialValues: pageFormValues(game.page),
    blockNavigation: true,
    onSubmit: async (values) => {
      await update({ variables: { id: game.id, input: pageInput(values) } });
      toast.show({ id: 'settings', content: 'Game page saved.', variant: 'success' });
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-label="Game page content">
      <div className="settings-tabs" role="group" aria-label="Overview view">
        <Button size="small" variant={preview ? 'outlined' : 'solid'} aria-pressed={!preview} onClick={() => setPreview(false)}>
          Write
        </Button>
        <Button size="small" variant={preview ? 'solid' : 'outlined'} aria-pressed={preview} onClick={() => setPreview(true)}>
          Preview
        </Button>
      </div>
      {preview ? (
        <div className="settings-preview" aria-label="Overview preview">
          {form.values.overview.trim() ? (
            <Suspense fallback={<p className="muted">Loading preview…</p>}>
              <Markdown>{form.values.overview}</Markdown>
            </Suspense>
          ) : (
            <p className="muted">Nothing to preview yet.</p>
          )}
        </div>
      ) : (
        <TextAreaField
          label="Overview"
          field={form.field('overview')}
          rows={12}
          maxLength={20_000}
          hint="Markdown: # headings, **bold**, lists, [links](https://…). Describe the game, how a turn goes and what is in the box."
        />
      )}
      <div className="settings-inline-form">
        <TextField label="Players (minimum)" field={form.field('minPlayers')} inputMode="numeric" size={6} />
        <TextField label="Players (maximum)" field={form.field('maxPlayers')} inputMode="numeric" size={6} />
        <TextField label="Play time (minutes)" field={form.field('playMinutes')} inputMode="numeric" size={6} />
      </div>
      <p className="field-hint">Leave a box empty to say nothing about it. {factsLine(form.values)}</p>
      <FormError message={form.formError} />
      <SubmitButton form={form}>Save game page</SubmitButton>
    </form>
  );
}

/** "The page says: 2–4 players · about 30 minutes." for what the boxes hold now, when they hold numbers. */
function factsLine(values: { minPlayers: string; maxPlayers: string; playMinutes: string }): string {
  const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
  const minutes = number(values.playMinutes);
  const facts = [
    playerCountText(number(values.minPlayers), number(values.maxPlayers)),
    minutes === null ? null : `about ${minutes} minutes`,
  ].filter(Boolean);
  return facts.length > 0 ? `The page says: ${facts.join(' · ')}.` : '';
}

function Images() {
  const { game } = useSettingsGame();
  const [update, { loading }] = useMutation(UPDATE_GAME_PAGE);
  const toast = useToast();
  const images = game.page.images;
  const save = async (imageAssetIds: string[], done: string) => {
    try {
      await update({ variables: { id: game.id, input: { imageAssetIds } } });
      toast.show({ id: 'settings', content: done, variant: 'success' });
    } catch (error) {
      toast.show({ id: 'settings', content: errorMessage(error), variant: 'error' });
    }
  };
  const ids = images.map((image) => image.assetId);
  return (
    <>
      <h2>Images</h2>
      {images.length === 0 ? (
        <p className="muted">No images yet. Pictures of the table and the pieces help people choose a game.</p>
      ) : (
        <ul className="settings-images" aria-label="Game page images">
          {images.map((image, index) => (
            <li key={image.assetId}>
              <img src={assetFileUrl(image.thumbnailPath)} alt={`Image ${index + 1}`} />
              <Button
                size="small"
                variant="outlined"
                color="gray"
                disabled={loading}
                onClick={() =>
                  // save catches its own failures and shows them in a toast.
                  void save(
                    ids.filter((id) => id !== image.assetId),
                    'Image removed.',
                  )
                }
                aria-label={`Remove image ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {images.length < MAX_IMAGES ? (
        <div className="settings-row-actions">
          <GameImageUpload
            gameId={game.id}
            label="Add an image"
            disabled={loading}
            onUploaded={(assetId) => save([...ids, assetId], 'Image added.')}
          />
        </div>
      ) : (
        <p className="muted">A game page holds at most {MAX_IMAGES} images. Remove one to add another.</p>
      )}
    </>
  );
}

function VisibilityForm() {
  const { game } = useSettingsGame();
  const [update] = useMutation(UPDATE_GAME_PAGE);
  const toast = useToast();
  const form = useForm({
    initialValues: { visibility: game.visibility },
    onSubmit: async ({ visibility }) => {
      await update({ variables: { id: game.id, input: { visibility } } });
      toast.show({ id: 'settings', content: `The game is now ${visibility.toLowerCase()}.`, variant: 'success' });
    },
  });
  const chosen = form.values.visibility;
  return (
    <form onSubmit={form.submit} noValidate aria-labelledby="visibility-heading">
      <h2 id="visibility-heading">Visibility</h2>
      <fieldset className="settings-choices" disabled={form.disabled}>
        <legend className="visually-hidden">Who can open the game</legend>
        {VISIBILITY_CHOICES.map((choice) => (
          <label key={choice.value} className="settings-choice">
            <input
              type="radio"
              name="visibility"
              value={choice.value}
              checked={chosen === choice.value}
              onChange={() => form.setValue('visibility', choice.value)}
            />
            <span>
              <strong>{choice.label}</strong>
              <span className="settings-choice-text">{choice.consequence}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="settings-note" aria-live="polite">
        Search engines:{' '}
        <strong>{robotsFor(chosen) === 'index' ? 'may index the game page' : 'asked not to index the game page (noindex)'}</strong>.{' '}
        {chosen !== game.visibility ? `Save to apply: ${visibilityConsequence(chosen)}` : null}
      </p>
      <FormError message={form.formError} />
      <SubmitButton form={form}>Save visibility</SubmitButton>
    </form>
  );
}
