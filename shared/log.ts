export interface Logger {
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

/** One JSON line per event on stderr (Application Insights picks console output up in Azure). */
export const consoleLogger: Logger = {
  info: (message, detail) => console.error(JSON.stringify({ level: 'info', message, ...detail })),
  warn: (message, detail) => console.error(JSON.stringify({ level: 'warn', message, ...detail })),
  error: (message, detail) => console.error(JSON.stringify({ level: 'error', message, ...detail })),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
