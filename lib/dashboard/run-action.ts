import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { actionErrorMessage } from './action-error';
import { readForm } from './action-forms';

type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A server action's opening, written once: who may act (`gate` redirects anyone else), then the
 * posted form read through its schema (or a reader of its own, like the create-key form). A form
 * problem is the action's answer and no work runs; otherwise `act` answers.
 */
export async function withActionForm<W, T, A>(
  gate: () => Promise<W>,
  form: FormData,
  read: z.ZodType<T> | ((form: FormData) => Read<T>),
  act: (input: T, who: W) => Promise<A>,
): Promise<A | { error: string }> {
  const who = await gate();
  const input = typeof read === 'function' ? read(form) : readForm(read, form);
  if (!input.ok) return { error: input.error };
  return act(input.value, who);
}

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
