export interface Logger {
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

export type LogLevel = keyof Logger;

/** One event as one JSON line. */
export const logLine = (level: LogLevel, message: string, detail?: Record<string, unknown>) =>
  JSON.stringify({ level, message, ...detail });

/** One JSON line per event on stderr (locally; in Azure the request pipeline logs through the invocation). */
export const consoleLogger: Logger = {
  info: (message, detail) => console.error(logLine('info', message, detail)),
  warn: (message, detail) => console.error(logLine('warn', message, detail)),
  error: (message, detail) => console.error(logLine('error', message, detail)),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
