import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** zxcvbn score a new password needs: 3 is "safely unguessable" (about 10^8 guesses) without a dictionary hit. */
export const MIN_PASSWORD_SCORE = 3;

// Built once: loading the common-password and names dictionaries takes a moment.
let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

// zxcvbn's warnings, in the product's own words (the English word lists ship without translations).
const WARNINGS: Record<string, string> = {
  topTen: 'is one of the most common passwords',
  topHundred: 'is one of the most common passwords',
  common: 'is a commonly used password',
  similarToCommon: 'is too close to a commonly used password',
  wordByItself: 'is a single word, which is easy to guess',
  namesByThemselves: 'is a name, which is easy to guess',
  commonNames: 'is a common name, which is easy to guess',
  userInputs: 'contains your name, user name or e-mail address',
  straightRow: 'is a row of keys, which is easy to guess',
  keyPattern: 'is a keyboard pattern, which is easy to guess',
  simpleRepeat: 'repeats characters, which is easy to guess',
  extendedRepeat: 'repeats a pattern, which is easy to guess',
  sequences: 'is a sequence like abc or 123, which is easy to guess',
  recentYears: 'contains a recent year, which is easy to guess',
  dates: 'contains a date, which is easy to guess',
};

/**
 * Why a password is too weak to use, or null when it is strong enough. `userInputs` (name, user name,
 * e-mail) count as known words, so a password built from them is refused too.
 */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  // Long passwords are checked on their first 100 characters: zxcvbn's cost grows with length.
  const result = zxcvbn().check(password.slice(0, 100), userInputs.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
  return `${warning ?? 'is too easy to guess'}; use a longer phrase of several unrelated words`;
}
