import { revalidatePath } from 'next/cache';
import { actionErrorMessage } from './action-error';

/**
 * Runs a server action's work, refreshes the page's data and turns a user-facing failure into
 * `{ error }`. Unexpected errors are rethrown (logged by Next, never shown).
 */
export async function runAction(path: string, work: () => Promise<string | void>): Promise<{ error?: string; message?: string }> {
  const r = await runActionFor(path, work);
  if (!r.ok) return { error: r.error };
  return r.value ? { message: r.value } : {};
}

/** runAction for work whose answer the action words itself (an outcome that may need a confirmation). */
export async function runActionFor<T>(path: string, work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    const value = await work();
    revalidatePath(path);
    return { ok: true, value };
  } catch (err) {
    return { ok: false, error: actionErrorMessage(err) };
  }
}
