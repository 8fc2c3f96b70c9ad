import type { Visibility } from '../documents.ts';
import { FieldInputError } from './field-input-error.ts';

/** What the game page form edits; numbers stay text while typed so an empty box means "not said". */
export interface PageFormValues extends Record<string, unknown> {
  overview: string;
  minPlayers: string;
  maxPlayers: string;
  playMinutes: string;
}

export interface PageInput {
  overview: string;
  minPlayers: number | null;
  maxPlayers: number | null;
  playMinutes: number | null;
}

/** The form's starting values from what the game page holds now. */
export function pageFormValues(page: {
  overview: string;
  minPlayers: number | null;
  maxPlayers: number | null;
  playMinutes: number | null;
}): PageFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    overview: page.overview,
    minPlayers: text(page.minPlayers),
    maxPlayers: text(page.maxPlayers),
    playMinutes: text(page.playMinutes),
  };
}

/**
 * The mutation input from the form, or a FieldInputError naming each box that is not a whole number
 * (the API checks the ranges and says so per field too).
 */
export function pageInput(values: PageFormValues): PageInput {
  const errors: Record<string, string> = {};
  const whole = (name: 'minPlayers' | 'maxPlayers' | 'playMinutes'): number | null => {
    const text = values[name].trim();
    if (text === '') return null;
    if (!/^\d+$/.test(text)) {
      errors[name] = 'must be a whole number';
      return null;
    }
    return Number(text);
  };
  const input = {
    overview: values.overview,
    minPlayers: whole('minPlayers'),
    maxPlayers: whole('maxPlayers'),
    playMinutes: whole('playMinutes'),
  };
  if (input.minPlayers !== null && input.maxPlayers !== null && input.minPlayers > input.maxPlayers)
    errors.maxPlayers ??= 'must not be less than the minimum';
  if (Object.keys(errors).length > 0) throw new FieldInputError(errors);
  return input;
}

export interface VisibilityChoice {
  value: Visibility;
  label: string;
  /** Who can open the game page and what search engines are told. */
  consequence: string;
}

/** Each visibility with what it means for visitors and for search engines (noindex unless public). */
export const VISIBILITY_CHOICES: readonly VisibilityChoice[] = [
  {
    value: 'PUBLIC',
    label: 'Public',
    consequence:
      'Anyone can find and open the game: it is listed on the home page and on your profile, and search engines may index its page.',
  },
  {
    value: 'UNLISTED',
    label: 'Unlisted',
    consequence:
      'Anyone with the link can open the game, but it is not listed anywhere and its page tells search engines not to index it (noindex).',
  },
  {
    value: 'PRIVATE',
    label: 'Private',
    consequence:
      'Only members and listed players can open the game; everyone else gets Not Found. Its page is never indexed (noindex). Private games count against your plan.',
  },
];

/** The consequence text of a visibility. */
export function visibilityConsequence(visibility: Visibility): string {
  return VISIBILITY_CHOICES.find((choice) => choice.value === visibility)?.consequence ?? '';
}

/** The robots setting a game page gets: only public games may be indexed. */
export function robotsFor(visibility: Visibility): 'index' | 'noindex' {
  return visibility === 'PUBLIC' ? 'index' : 'noindex';
}
