import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * JSON logs for machines; pretty lines when developing and pino-pretty is installed. `destination` (tests
 * that read what is logged) replaces standard output.
 */
export function createLogger(service: string, options: { level?: string; pretty?: boolean; destination?: DestinationStream } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  const pretty = options.pretty ?? (process.env.NODE_ENV !== 'production' && process.stdout.isTTY === true);
  return pino(
    {
      name: service,
      level,
      // Never log credentials, even by accident.
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
        censor: '[redacted]',
      },
      transport:
        pretty && !options.destination && hasPinoPretty()
          ? { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss' } }
          : undefined,
    },
    options.destination,
  );
}

function hasPinoPretty(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
