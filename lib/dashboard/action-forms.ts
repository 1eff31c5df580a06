/**
 * The shape of every dashboard form a server action reads, one zod schema each, and the one way
 * they are read. A server action is a public endpoint: whatever is posted is checked here before
 * any work runs (ids are UUIDs, choices are among their values, text is bounded). The rules of
 * the work itself (a team name's length, a grant's range) stay with the work in lib/.
 */
import { z } from 'zod';
import { CreditPackSchema, PlanSchema } from '../billing/plan-schemas';
import { DELETABLE, type DeletableKind } from '../erasure/deletable-kinds';
import { ROLES } from '../organizations/roles';

const id = (what: string) => z.uuid({ error: `Unknown ${what}` });
/** free text, bounded before anything reads it */
const text = z.string().max(1_000, { error: 'Use at most 1,000 characters' }).default('');
/** a confirmation button's value: present and "1", or not pressed */
const confirmed = z
  .literal('1')
  .optional()
  .transform((v) => v === '1');

const DELETABLE_KINDS = Object.keys(DELETABLE) as [DeletableKind, ...DeletableKind[]];

export const ActionForms = {
  spendCap: z.object({
    // empty: back to the plan's default
    cap: z
      .string()
      .trim()
      .max(20)
      .transform((v) => (v === '' ? null : Number(v)))
      .pipe(z.number({ error: 'The cap is a number of credits' }).nullable()),
    acceptBelowSpend: confirmed,
  }),
  purchase: z.discriminatedUnion('kind', [z.object({ kind: z.literal('plan'), plan: PlanSchema }), z.object({ kind: z.literal('credit_pack'), pack: CreditPackSchema })], {
    error: 'Choose a plan or a credit pack',
  }),
  changePlan: z.object({ organizationId: id('organisation'), plan: PlanSchema }),
  grantCredits: z.object({
    organizationId: id('organisation'),
    amount: z
      .string()
      .trim()
      .min(1, { error: 'Enter an amount of credits' })
      .max(20)
      .transform(Number)
      .pipe(z.number({ error: 'Enter an amount of credits' })),
    reason: text,
  }),
  billingDecision: z.object({ requestId: id('request'), decision: z.enum(['approve', 'reject'], { error: 'Unknown decision' }) }),
  invite: z.object({
    email: z.string().trim().max(254).pipe(z.email({ error: 'Enter a valid email address' })),
    role: z.enum(['admin', 'member'], { error: 'Choose a role' }),
    replaceRole: confirmed,
  }),
  changeRole: z.object({ userId: id('member'), role: z.enum(ROLES, { error: 'Choose a role' }) }),
  member: z.object({ userId: id('member') }),
  invitation: z.object({ invitationId: id('invitation') }),
  newTeam: z.object({ name: text }),
  renameTeam: z.object({ teamId: id('team'), name: text }),
  team: z.object({ teamId: id('team') }),
  key: z.object({ keyId: id('key') }),
  renameKey: z.object({ keyId: id('key'), name: text }),
  deleteRecord: z.object({ kind: z.enum(DELETABLE_KINDS, { error: 'Unknown record' }), id: id('record') }),
  organization: z.object({ organizationId: id('organisation') }),
} as const;

/**
 * A form's fields through its schema: the value, or the first problem as a message a person can
 * act on. Each field is read once (a repeated name keeps its first value).
 */
export function readForm<S extends z.ZodType>(schema: S, form: FormData): { ok: true; value: z.output<S> } | { ok: false; error: string } {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  const parsed = schema.safeParse(fields);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0].message };
}
