// JSON-lines logger: one object per line on stdout, easy for any log shipper to parse.
export type LogLevel = "debug" | "info" | "warn" | "error";
const order: Record<LogLevel | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Whether lines at this level are written (to skip building fields for nothing). */
  isEnabled?(level: LogLevel): boolean;
}

export function createLogger(
  minimum: LogLevel | "silent" = "info",
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}) {
    if (order[level] < order[minimum]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields }));
  }
  return {
    debug: (message, fields) => log("debug", message, fields),
    info: (message, fields) => log("info", message, fields),
    warn: (message, fields) => log("warn", message, fields),
    error: (message, fields) => log("error", message, fields),
    isEnabled: (level) => order[level] >= order[minimum],
  };
}
