import { revalidatePath } from 'next/cache';
import { actionErrorMessage } from './action-error';

/**
 * Runs a server action's work, refreshes the page's data and turns a user-facing failure into
 * `{ error }`. Unexpected errors are rethrown (logged by Next, never shown).
 */
export async function runAction(path: string, work: () => Promise<string | void>): Promise<{ error?: string; message?: string }> {
  try {
    const message = await work();
    revalidatePath(path);
    return message ? { message } : {};
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
}
