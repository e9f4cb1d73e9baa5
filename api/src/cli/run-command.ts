import { EnvError } from '../config/env';
import { AppError } from '../http/app-error';
import { translate } from '../http/i18n';

/** Thrown by a command for arguments it cannot take: the usage text is printed. */
export class UsageError extends Error {}

/**
 * Runs an operator command with the process arguments and ends it as every command here does: a
 * refusal prints its English message (or the usage), anything else the error; exit code 1.
 */
export function runCommand(usage: string, main: (args: string[]) => Promise<void>): void {
  main(process.argv.slice(2)).catch((err: unknown) => {
    if (err instanceof UsageError) console.error(usage);
    else if (err instanceof AppError) console.error(translate('en', err.messageKey, err.params));
    else console.error(err instanceof EnvError ? err.message : err);
    process.exitCode = 1;
  });
}
