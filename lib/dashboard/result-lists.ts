/**
 * The dashboard's lists and detail reads of interview preps, skill gaps and generations, for
 * the whole organisation (the dashboard is not limited to one team, like an organisation key).
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/index';
import type { RecordStatus } from '../../db/types';

interface ListOpts {
  status?: RecordStatus;
  limit: number;
  offset: number;
}

const count = sql<number>`count(*)::int`.as('n');

export async function listInterviewPreps(db: DbOrTx, organizationId: string, o: ListOpts) {
  let base = db.selectFrom('interview_preps').where('organization_id', '=', organizationId);
  if (o.status) base = base.where('status', '=', o.status);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'analysis_id', 'status', 'target_role', 'target_industry', 'total_questions', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(o.limit)
      .offset(o.offset)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function listSkillGaps(db: DbOrTx, organizationId: string, o: ListOpts) {
  let base = db.selectFrom('skill_gaps').where('organization_id', '=', organizationId);
  if (o.status) base = base.where('status', '=', o.status);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'analysis_id', 'status', 'target_role', 'target_industry', 'overall_readiness', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(o.limit)
      .offset(o.offset)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function listGenerations(db: DbOrTx, organizationId: string, o: ListOpts) {
  let base = db.selectFrom('generations').where('organization_id', '=', organizationId);
  if (o.status) base = base.where('status', '=', o.status);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'analysis_id', 'status', 'template_type', 'region', 'target_role', 'target_industry', 'pdf_file_id', 'docx_file_id', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(o.limit)
      .offset(o.offset)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export const findInterviewPrepFor = (db: DbOrTx, organizationId: string, id: string) =>
  db.selectFrom('interview_preps').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();

export const findSkillGapFor = (db: DbOrTx, organizationId: string, id: string) =>
  db.selectFrom('skill_gaps').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();

/** Recent analyses for the overview, newest first. */
export const recentAnalyses = (db: DbOrTx, organizationId: string, limit = 5) =>
  db
    .selectFrom('analyses')
    .select(['id', 'status', 'file_name', 'target_role', 'score_overall', 'created_at'])
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
