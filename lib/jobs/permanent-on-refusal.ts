import { NonRetriableError } from 'inngest';
import { AppError } from '../errors';

/**
 * The engine refusing a file (unreadable, over a limit, stopped at its deadline or memory cap)
 * answers the same for the same bytes: fail for good, never retry into the same wall. Only a
 * full queue (503) is worth another attempt.
 */
export async function permanentOnRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.status !== 503) throw new NonRetriableError(err.message);
    throw err;
  }
}
