import type { DbOrTx } from '../../db/index';
import { insertApiKey } from '../../db/queries/api-keys';
import { findTeam } from '../../db/queries/teams';
import { AppError } from '../errors';
import { generateApiKey, hashApiKey, keyFragment } from './api-key';
import { SCOPES, type Scope } from './scopes';

export interface CreateApiKeyInput {
  organizationId: string;
  teamId?: string | null;
  name?: string;
  scopes?: Scope[];
  expiresAt?: Date | null;
  createdByUserId?: string | null;
}

/** Creates a key and returns it in clear: the only moment it exists outside the client. */
export async function createApiKey(db: DbOrTx, input: CreateApiKeyInput): Promise<{ id: string; key: string }> {
  if (input.teamId && !(await findTeam(db, input.organizationId, input.teamId))) {
    throw new AppError('bad_team', 'The team does not belong to this organisation');
  }
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) {
    throw new AppError('bad_expiry', 'The expiry must be in the future');
  }
  const key = generateApiKey();
  const id = await insertApiKey(db, {
    organizationId: input.organizationId,
    teamId: input.teamId ?? null,
    createdByUserId: input.createdByUserId ?? null,
    name: input.name?.trim() || 'API key',
    keyHash: hashApiKey(key),
    keyFragment: keyFragment(key),
    scopes: input.scopes?.length ? input.scopes : [...SCOPES],
    expiresAt: input.expiresAt ?? null,
  });
  return { id, key };
}

/** "30d", "12h", "90m", "1y" → a date that far ahead */
export function parseExpiresIn(s: string, now = Date.now()): Date {
  const m = /^(\d+)\s*([mhdwy])$/.exec(s.trim());
  if (!m) throw new Error(`Cannot read "${s}" as a duration: use e.g. 30d, 12h, 90m, 2w, 1y`);
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000, y: 31_536_000_000 }[m[2] as 'm' | 'h' | 'd' | 'w' | 'y'];
  return new Date(now + Number(m[1]) * unit);
}
