/**
 * Why a PlayingCards.io room file could not be converted at all. The message is written for the person
 * who uploaded the file: it says what is wrong with it, never how the converter works.
 */
export class PcioImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PcioImportError';
  }
}
