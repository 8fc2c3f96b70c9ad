import { useOutletContext } from 'react-router';
import type { SettingsGame } from './documents.ts';

export interface SettingsContext {
  game: SettingsGame;
  /** /@{owner}/{gameName}/settings */
  base: string;
}

/** The game whose settings are open, as loaded by the settings layout. */
export function useSettingsGame(): SettingsContext {
  return useOutletContext<SettingsContext>();
}
