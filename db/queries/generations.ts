import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { Tenant } from './tenant-scope';

export interface NewGeneration {
  id: string;
  tenant: Tenant;
  apiKeyId: string | null;
  analysisId: string;
  template: string;
  region: string;
  language: string;
  targetRole: string;
  targetIndustry: string;
}

export const insertGeneration = (db: DbOrTx, g: NewGeneration) =>
  db
    .insertInto('generations')
    .values({
      id: g.id,
      organization_id: g.tenant.organizationId,
      team_id: g.tenant.teamId,
      api_key_id: g.apiKeyId,
      analysis_id: g.analysisId,
      status: 'processing',
      error: null,
      completed_at: null,
      template_type: g.template,
      region: g.region,
      language: g.language,
      target_role: g.targetRole,
      target_industry: g.targetIndustry,
      structured_cv: null,
      improved_cv: null,
      pdf_file_id: null,
      docx_file_id: null,
    })
    .execute();

/** A generation of the organisation with the CV it was made from: its file and the candidate's name as read from it. */
export const findGenerationWithSource = (db: DbOrTx, organizationId: string, id: string) =>
  db
    .selectFrom('generations')
    .leftJoin('analyses', 'analyses.id', 'generations.analysis_id')
    .selectAll('generations')
    .select(['analyses.file_name as source_file_name', sql<string | null>`analyses.parsed->'contact'->>'name'`.as('candidate_name')])
    .where('generations.organization_id', '=', organizationId)
    .where('generations.id', '=', id)
    .executeTakeFirst();
