import { describe, expect, it } from 'vitest';
import { serverMessageSchema } from '@tablecraft/core/play';
import { SCRIPT_FAILED_NOTICE, scriptFailureText, scriptFailureToast } from './script-failure.ts';

const failed = (yours: boolean) =>
  serverMessageSchema.parse({ kind: 'scriptFailed', seq: 7, actor: { userId: 'carol', seatId: 'p1' }, yours }) as Extract<
    ReturnType<typeof serverMessageSchema.parse>,
    { kind: 'scriptFailed' }
  >;
const names = (userId: string) => ({ carol: 'Carol' })[userId];

describe('the notice of a failed script', () => {
  it('tells the player whose move it was, in the product’s words', () => {
    expect(SCRIPT_FAILED_NOTICE).toBe("The game's script failed: the host and the author were told");
    expect(scriptFailureText(failed(true), names)).toBe(SCRIPT_FAILED_NOTICE);
  });

  it('tells the host whose move it was, and where the author reads why', () => {
    expect(scriptFailureText(failed(false), names)).toBe(
      "The game's script failed during Carol's move: its author can read why in the script log",
    );
    expect(scriptFailureText(failed(false), () => undefined)).toMatch(/during a player's move/);
  });

  it('is a warning toast, one per failed move', () => {
    expect(scriptFailureToast(failed(true), names)).toMatchObject({
      id: 'script-failed-7',
      variant: 'warning',
      content: SCRIPT_FAILED_NOTICE,
    });
  });
});
