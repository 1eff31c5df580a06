import { isAppError } from '../errors';

/**
 * The message a server action may show for a failure: an AppError's own text (written for
 * users), anything else rethrown so Next logs it and shows its error page without internals.
 */
export function actionErrorMessage(err: unknown): string {
  if (isAppError(err)) return err.message;
  throw err;
}
