export interface Logger {
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

export type LogLevel = keyof Logger;

/** One event as one JSON line. */
export const logLine = (level: LogLevel, message: string, detail?: Record<string, unknown>) =>
  JSON.stringify({ level, message, ...detail });

/**
 * Lines written to stderr once per turn of the event loop: a write to a pipe is a synchronous system call on Linux,
 * and under load one a request costs more than the request's own routing.
 */
const pending: string[] = [];
function write(line: string) {
  if (pending.push(line) === 1) setImmediate(flush);
}
function flush() {
  process.stderr.write(pending.join('\n') + '\n');
  pending.length = 0;
}
process.once('exit', () => pending.length && flush());

/** One JSON line per event on stderr (locally; in Azure the request pipeline logs through the invocation). */
export const consoleLogger: Logger = {
  info: (message, detail) => write(logLine('info', message, detail)),
  warn: (message, detail) => write(logLine('warn', message, detail)),
  error: (message, detail) => write(logLine('error', message, detail)),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
