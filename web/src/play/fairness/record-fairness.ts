import { emptyTranscript, FairnessRecorder, type ClientMessage, type ServerMessage } from '@tablecraft/core/play';
import { saveTranscript } from './transcript-store.ts';

/** How long after a change the transcript is written: a burst of ops is one write. */
const SAVE_AFTER_MS = 200;

/**
 * Keeps this page's transcript of a room while it plays: everything the socket hears and each op it
 * sends goes through it, and it is written to IndexedDB shortly after each change, when the page is
 * hidden or closed, and when the room is left.
 */
export class RoomFairnessRecord {
  private readonly recorder: FairnessRecorder;
  private readonly key: string;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    roomCode: string,
    clientId: string,
    private readonly save: typeof saveTranscript = saveTranscript,
  ) {
    const code = roomCode.toLowerCase();
    this.recorder = new FairnessRecorder(clientId, emptyTranscript(code));
    this.key = `${code}/${clientId}/${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  }

  /** A message the socket heard. */
  heard(message: ServerMessage): void {
    if (this.recorder.heard(message)) this.schedule();
  }

  /** A message the page sent (only ones that went out). */
  sent(message: ClientMessage): void {
    if (this.recorder.sending(message)) this.schedule();
  }

  /** Writes now what is not written yet. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.save(this.key, this.recorder.transcript).then(
      () => undefined,
      () => undefined,
    );
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => void this.flush(), SAVE_AFTER_MS);
  }
}
