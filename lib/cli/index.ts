/**
 * Operator commands against the same database as the server:
 *   npm run cli -- org create --name NAME --plan free|starter|professional|business
 *   npm run cli -- team create --org ORG_ID --name NAME
 *   npm run cli -- key create --org ORG_ID [--team TEAM_ID] [--name NAME] [--scopes a,b] [--expires-in 30d]
 *   npm run cli -- key revoke KEY_ID
 *   npm run cli -- credits grant --org ORG_ID --amount N
 *   npm run cli -- org set-plan --org ORG_ID --plan P
 *   npm run cli -- org set-cap --org ORG_ID --amount N
 *   npm run cli -- user set-staff --email E
 *   npm run cli -- mail outbox [--email E]      (mail written while no SMTP_URL is set, newest first)
 * Add --json for machine-readable output.
 */
import { parseArgs } from 'node:util';
import { createDb, type Db } from '../../db/index';
import { migrateToLatest } from '../../db/migrator';
import { listOutbox } from '../../db/queries/mail-outbox';
import { findOrganization, setSpendCap } from '../../db/queries/organizations';
import { findUserByEmail, setUserStaff } from '../../db/queries/users';
import { changePlan } from '../billing/change-plan';
import { insertTeam } from '../../db/queries/teams';
import { grantCredits } from '../billing/credits';
import { PlanSchema } from '../billing/plan-schemas';
import { isUuid } from '../ids';
import { createApiKey, parseExpiresIn } from '../keys/create-api-key';
import { revokeKeyAnyTenant } from '../keys/revoke-key';
import { parseScopes } from '../keys/scopes';
import { createOrganization } from '../organizations/create-organization';
import { resolveDatabase } from './database';

class UsageError extends Error {}

function need(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`missing --${flag}`);
  return value;
}

function needUuid(value: string | undefined, what: string): string {
  if (!isUuid(value)) throw new UsageError(`${what} must be a UUID`);
  return value;
}

async function needOrg(db: Db, id: string | undefined) {
  const org = await findOrganization(db, needUuid(id, '--org'));
  if (!org) throw new UsageError(`no organisation ${id}`);
  return org;
}

function amount(value: string | undefined): number {
  const n = Number(need(value, 'amount'));
  if (!Number.isFinite(n)) throw new UsageError('--amount must be a number');
  return Math.round(n * 100) / 100;
}

type Result = Record<string, unknown>;

async function run(db: Db, words: string[], f: Record<string, string | undefined>): Promise<Result> {
  const [noun, verb, arg] = words;
  switch (`${noun} ${verb}`) {
    case 'org create': {
      const plan = PlanSchema.safeParse(f.plan ?? 'free');
      if (!plan.success) throw new UsageError(`--plan must be one of ${PlanSchema.options.join(', ')}`);
      const r = await db.transaction().execute((tx) => createOrganization(tx, { name: need(f.name, 'name'), plan: plan.data }));
      return { organization_id: r.organizationId, team_id: r.teamId };
    }
    case 'team create': {
      const org = await needOrg(db, f.org);
      return { team_id: await insertTeam(db, org.id, need(f.name, 'name')) };
    }
    case 'key create': {
      const org = await needOrg(db, f.org);
      const r = await createApiKey(db, {
        organizationId: org.id,
        teamId: f.team ? needUuid(f.team, '--team') : null,
        name: f.name,
        scopes: f.scopes ? parseScopes(f.scopes) : undefined,
        expiresAt: f['expires-in'] ? parseExpiresIn(f['expires-in']) : null,
      });
      return { id: r.id, key: r.key };
    }
    case 'key revoke': {
      const r = await revokeKeyAnyTenant(db, needUuid(arg, 'KEY_ID'));
      if (!Number(r.numUpdatedRows)) throw new UsageError(`no active key ${arg}`);
      return { id: arg, revoked: true };
    }
    case 'credits grant': {
      const org = await needOrg(db, f.org);
      const balance = await db.transaction().execute((tx) => grantCredits(tx, org.id, amount(f.amount), 'granted by operator (CLI)'));
      return { organization_id: org.id, balance };
    }
    case 'org set-plan': {
      const org = await needOrg(db, f.org);
      const plan = PlanSchema.safeParse(f.plan);
      if (!plan.success) throw new UsageError(`--plan must be one of ${PlanSchema.options.join(', ')}`);
      // the plan-change rule of the dashboard's staff changes and purchases (lib/billing/change-plan.ts)
      const change = await db.transaction().execute((tx) => changePlan(tx, org.id, plan.data));
      return { organization_id: org.id, plan: plan.data, credits_granted: change.creditsGranted, balance: change.balance };
    }
    case 'org set-cap': {
      const org = await needOrg(db, f.org);
      const cap = amount(f.amount);
      if (cap < 0) throw new UsageError('--amount must not be negative');
      await setSpendCap(db, org.id, cap);
      return { organization_id: org.id, monthly_cap: cap };
    }
    case 'user set-staff': {
      const email = need(f.email, 'email').toLowerCase();
      const user = await findUserByEmail(db, email);
      if (!user) throw new UsageError(`no user with email ${email}`);
      await setUserStaff(db, user.id, true);
      return { email, is_staff: true };
    }
    case 'mail outbox': {
      const rows = await listOutbox(db, { to: f.email?.toLowerCase(), limit: 20 });
      return { messages: rows.map((m) => ({ to: m.to_address, subject: m.subject, created_at: m.created_at.toISOString(), body: m.body })) };
    }
    default:
      throw new UsageError(`unknown command "${words.join(' ')}"`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      name: { type: 'string' },
      plan: { type: 'string' },
      org: { type: 'string' },
      team: { type: 'string' },
      scopes: { type: 'string' },
      'expires-in': { type: 'string' },
      amount: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const { json, ...flags } = values;
  const conn = await resolveDatabase(process.env.DATA_DIR ?? '.data');
  const db = createDb(conn.url, 2);
  try {
    await migrateToLatest(db);
    const result = await run(db, positionals, flags as Record<string, string | undefined>);
    console.log(json ? JSON.stringify(result) : Object.entries(result).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v, null, 2) : v}`).join('\n'));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (json) console.log(JSON.stringify({ error: message }));
    else console.error(`error: ${message}\n\n${USAGE}`);
    process.exitCode = err instanceof UsageError ? 2 : 1;
  } finally {
    await db.destroy();
    await conn.stop();
  }
}

const USAGE = `usage:
  npm run cli -- org create --name NAME --plan free|starter|professional|business
  npm run cli -- team create --org ORG_ID --name NAME
  npm run cli -- key create --org ORG_ID [--team TEAM_ID] [--name NAME] [--scopes a,b] [--expires-in 30d]
  npm run cli -- key revoke KEY_ID
  npm run cli -- credits grant --org ORG_ID --amount N
  npm run cli -- org set-plan --org ORG_ID --plan P
  npm run cli -- org set-cap --org ORG_ID --amount N
  npm run cli -- user set-staff --email E
  npm run cli -- mail outbox [--email E]
add --json for JSON output`;

void main();
