import type { Db } from '../../db/index';
import { createAccount, EmailTakenError } from './create-account';
import { SignUpFields } from './credentials';
import { hashPassword } from './password';

export type SignUpResult =
  | { ok: true; userId: string; organizationId: string }
  | { ok: false; fieldErrors: Partial<Record<'name' | 'email' | 'password' | 'organization', string>> };

/** Validates the sign-up form and creates the account (see create-account.ts). */
export async function signUp(db: Db, raw: unknown): Promise<SignUpResult> {
  const parsed = SignUpFields.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const { email, password, name, organization } = parsed.data;
  try {
    const r = await createAccount(db, { email, name, passwordHash: await hashPassword(password), organizationName: organization });
    return { ok: true, userId: r.userId, organizationId: r.organizationId };
  } catch (err) {
    if (err instanceof EmailTakenError) return { ok: false, fieldErrors: { email: (err as Error).message } };
    throw err;
  }
}
