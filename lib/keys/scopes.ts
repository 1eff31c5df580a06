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

/**
 * Scopes grouped by resource for lists: "analyses: read, write" rather than a wall of nine
 * scope names. `all` when the key has every scope.
 */
export function scopeSummary(scopes: readonly string[]): { all: boolean; groups: { resource: string; access: string[] }[] } {
  const groups = new Map<string, string[]>();
  for (const s of SCOPES) {
    if (!scopes.includes(s)) continue;
    const [resource, access] = s.split(':');
    groups.set(resource, [...(groups.get(resource) ?? []), access]);
  }
  return { all: SCOPES.every((s) => scopes.includes(s)), groups: [...groups].map(([resource, access]) => ({ resource, access })) };
}
