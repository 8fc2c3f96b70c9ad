import type { IncomingMessage } from 'node:http';
import { AppError } from '@tablecraft/core/errors';

/** How many of one account's uploads this process receives at once, and how many may wait their turn. */
export interface IntakeRule {
  /** Uploads of one account being received, stored and recorded at once. */
  perAccount: number;
  /** Uploads of one account that may wait for a place, their bodies unread; past this one is refused at once. */
  maxWaiting: number;
  /** The longest an upload waits for a place before it is refused. */
  maxWaitMs: number;
  /** What a refusal's Retry-After says. */
  retryAfterSeconds: number;
}

/**
 * Two at once: a browser sends the files dropped on it six at a time, and the bandwidth they share is the
 * same whether two or six are read, but a flood of 30 large uploads is read, held and written two at a time.
 * Sixteen may wait (more than the files pace lets start at once); waiting costs a connection, not a body.
 */
export const UPLOAD_INTAKE: IntakeRule = { perAccount: 2, maxWaiting: 16, maxWaitMs: 60_000, retryAfterSeconds: 5 };

interface Waiter {
  admit: () => void;
  refuse: (error: AppError) => void;
}

interface Account {
  receiving: number;
  waiting: Waiter[];
}

/**
 * Places for one account's uploads in this process. An upload holds a place from the moment its body is read
 * until it is answered; the next one of the same account waits, first come first served, with its body unread,
 * and is refused with RATE_LIMITED (429, Retry-After) when too many wait or it waited too long. Other
 * accounts never wait for it. Accounts with nothing received or waiting are forgotten.
 */
export class IntakeSlots {
  private readonly accounts = new Map<string, Account>();
  constructor(readonly rule: IntakeRule = UPLOAD_INTAKE) {}

  /**
   * Resolves with the function that gives the place back (call it once the upload is answered), or rejects
   * with RATE_LIMITED. A request whose client leaves while it waits gives up its place in line.
   */
  admit(accountId: string, req: IncomingMessage): Promise<() => void> {
    if (req.destroyed) return Promise.reject(new AppError('BAD_USER_INPUT', 'The upload was interrupted.'));
    const account = this.accounts.get(accountId) ?? { receiving: 0, waiting: [] };
    this.accounts.set(accountId, account);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      account.receiving -= 1;
      this.next(accountId, account);
    };
    if (account.receiving < this.rule.perAccount) {
      account.receiving += 1;
      return Promise.resolve(release);
    }
    if (account.waiting.length >= this.rule.maxWaiting) {
      this.forgetIfIdle(accountId, account);
      return Promise.reject(this.busy(`You are uploading ${this.rule.perAccount + account.waiting.length} files already.`));
    }
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        req.off('close', gone);
        const index = account.waiting.indexOf(waiter);
        if (index >= 0) account.waiting.splice(index, 1);
      };
      const waiter: Waiter = {
        admit: () => {
          leave();
          account.receiving += 1;
          resolve(release);
        },
        refuse: (error) => {
          leave();
          this.forgetIfIdle(accountId, account);
          reject(error);
        },
      };
      const timer = setTimeout(() => waiter.refuse(this.busy('Your other uploads took too long.')), this.rule.maxWaitMs);
      timer.unref();
      // A client that left is not served: its place goes to the next one.
      const gone = () => waiter.refuse(new AppError('BAD_USER_INPUT', 'The upload was interrupted.'));
      req.once('close', gone);
      account.waiting.push(waiter);
    });
  }

  /** Accounts with uploads received or waiting, and both counts over them (metrics, tests). */
  stats(): { accounts: number; receiving: number; waiting: number } {
    let receiving = 0;
    let waiting = 0;
    for (const account of this.accounts.values()) {
      receiving += account.receiving;
      waiting += account.waiting.length;
    }
    return { accounts: this.accounts.size, receiving, waiting };
  }

  private next(accountId: string, account: Account): void {
    const waiter = account.waiting[0];
    if (waiter && account.receiving < this.rule.perAccount) waiter.admit();
    else this.forgetIfIdle(accountId, account);
  }

  private forgetIfIdle(accountId: string, account: Account): void {
    if (account.receiving === 0 && account.waiting.length === 0 && this.accounts.get(accountId) === account)
      this.accounts.delete(accountId);
  }

  private busy(why: string): AppError {
    const retryAfterSeconds = this.rule.retryAfterSeconds;
    return new AppError(
      'RATE_LIMITED',
      `${why} Wait for them to finish and try again in ${retryAfterSeconds} seconds.`,
      { file: 'wait for your other uploads to finish' },
      { retryAfterSeconds },
    );
  }
}
