import { z } from 'zod';

export const SCOPES = [
  'analyses:read',
  'analyses:write',
  'interview-preps:read',
  'interview-preps:write',
  'skill-gaps:read',
  'skill-gaps:write',
  'generations:read',
  'generations:write',
  'usage:read',
] as const;

export type Scope = (typeof SCOPES)[number];
export const ScopeSchema = z.enum(SCOPES);

export function parseScopes(csv: string): Scope[] {
  const list = csv
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (bad.length) throw new Error(`Unknown scope(s): ${bad.join(', ')}. Allowed: ${SCOPES.join(', ')}`);
  return [...new Set(list)] as Scope[];
}
