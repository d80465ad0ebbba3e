/** Where the reference writes operational messages. Messages never carry secrets or request bodies. */
export interface Logger {
  info(message: string): void;
  error(message: string): void;
}

/** Info to stdout, errors to stderr, one line each. */
export const consoleLogger: Logger = {
  info: (message) => process.stdout.write(`${message}\n`),
  error: (message) => process.stderr.write(`${message}\n`),
};
