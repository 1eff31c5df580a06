import { z } from 'zod';
import { parseExpiresIn } from '../keys/create-api-key';
import { SCOPES, ScopeSchema } from '../keys/scopes';

export const EXPIRY_CHOICES = [
  { value: '', label: 'Never' },
  { value: '7d', label: 'In 7 days' },
  { value: '30d', label: 'In 30 days' },
  { value: '90d', label: 'In 90 days' },
  { value: '1y', label: 'In 1 year' },
] as const;

export const KeyName = z.string().trim().min(1, 'Give the key a name').max(100, 'Use at most 100 characters');

const KeyForm = z.object({
  name: KeyName,
  scopes: z.array(ScopeSchema).min(1, 'Choose at least one scope'),
  teamId: z.union([z.literal(''), z.uuid()]),
  expiresIn: z.enum(EXPIRY_CHOICES.map((c) => c.value) as [string, ...string[]]),
});

/** The create-key form's fields, or the first problem as a message. */
export function readKeyForm(form: FormData, now = Date.now()) {
  const parsed = KeyForm.safeParse({
    name: form.get('name') ?? '',
    scopes: form.getAll('scopes').filter((s) => (SCOPES as readonly unknown[]).includes(s)),
    teamId: form.get('teamId') ?? '',
    expiresIn: form.get('expiresIn') ?? '',
  });
  if (!parsed.success) return { ok: false as const, error: parsed.error.issues[0].message };
  const d = parsed.data;
  return {
    ok: true as const,
    value: { name: d.name, scopes: d.scopes, teamId: d.teamId || null, expiresAt: d.expiresIn ? parseExpiresIn(d.expiresIn, now) : null },
  };
}
