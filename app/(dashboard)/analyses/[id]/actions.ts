'use server';
import { getDb } from '@/db/index';
import { findAnalysisStatus } from '@/db/queries/analyses';
import { requireMember } from '@/lib/auth/current-member';
import { isUuid } from '@/lib/ids';

/** Polled by the analysis page while the analysis is processing. */
export async function analysisStatusAction(id: string): Promise<string | null> {
  const { actor } = await requireMember();
  if (!isUuid(id)) return null;
  const row = await findAnalysisStatus(getDb(), { organizationId: actor.organizationId, teamId: null }, id);
  return row?.status ?? null;
}
