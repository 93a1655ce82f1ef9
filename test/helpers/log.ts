import type { Logger, LogLevel } from '../../shared/log.js';

export interface LogEntry extends Record<string, unknown> {
  level: LogLevel;
  message: string;
}

/** A logger that keeps every entry, for tests that check what is logged. */
export function capturingLogger(): { logger: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const keep = (level: LogLevel) => (message: string, detail?: Record<string, unknown>) => void entries.push({ level, message, ...detail });
  return { logger: { info: keep('info'), warn: keep('warn'), error: keep('error') }, entries };
}
