/** A completed analysis made through the real POST /analyses route, for tests that build on one. */
import { expect } from 'vitest';
import { POST as createAnalysis } from '../../app/api/v1/analyses/route';
import { getDb, type DbOrTx } from '../../db/index';
import { insertUploadedAnalysis } from '../analyses/insert-uploaded-analysis';
import { uuidv7 } from '../ids';
import { waitFor } from '../jobs/wait-for';
import { callRoute } from './call-route';
import { fixtureForm } from './cv-files';

export async function completedAnalysis(key: string, file = 'pdf-backend-engineer-us.pdf', role = 'Backend Engineer'): Promise<string> {
  const r = await callRoute(createAnalysis, '/api/v1/analyses', { key, form: fixtureForm(file, { target_role: role }) });
  expect(r.status).toBe(201);
  // a cold process may need longer than the create's wait: then it answers `processing`
  const row = await waitFor(
    () => getDb().selectFrom('analyses').select('status').where('id', '=', r.body.id).executeTakeFirstOrThrow(),
    (a) => a.status !== 'processing',
    30_000,
  );
  expect(row.status).toBe('completed');
  return r.body.id as string;
}

/** An analysis stored as an upload would be, still `processing` (no job runs it): its id. */
export async function processingAnalysis(
  db: DbOrTx,
  o: { organizationId: string; teamId?: string | null; apiKeyId?: string | null; bytes?: Uint8Array; targetRole?: string },
): Promise<string> {
  const id = uuidv7();
  await insertUploadedAnalysis(db, {
    id,
    tenant: { organizationId: o.organizationId, teamId: o.teamId ?? null },
    apiKeyId: o.apiKeyId ?? null,
    fileName: 'cv.txt',
    bytes: o.bytes ?? new TextEncoder().encode('a CV'),
    kind: 'text',
    targetRole: o.targetRole ?? 'Engineer',
    targetIndustry: '',
    jobDescription: null,
    language: null,
  });
  return id;
}
