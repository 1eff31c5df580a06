/**
 * The dashboard's lists and detail reads of analyses, interview preps, skill gaps and generations, for
 * the whole organisation (the dashboard is not limited to one team, like an organisation key),
 * with every status, failed ones included.
 */
import type { DbOrTx } from '../../db/index';
import { findAnalysisReport, findAnalysisStatus, listAnalyses } from '../../db/queries/analyses';
import type { Selectable } from 'kysely';
import { findDerived, listDerived, type DerivedTable } from '../../db/queries/derived-records';
import type { Database, RecordStatus } from '../../db/types';
import { wholeOrganisation } from '../organizations/actor';

export interface ListOpts {
  status?: RecordStatus;
  /** words found in the target role, the CV's file name or the candidate's name */
  q?: string;
  limit: number;
  offset: number;
}

export const listAnalysesFor = (db: DbOrTx, organizationId: string, o: ListOpts) =>
  listAnalyses(db, wholeOrganisation(organizationId), { ...o, search: o.q, withCandidate: true });

export const findAnalysisFor = (db: DbOrTx, organizationId: string, id: string) => findAnalysisReport(db, wholeOrganisation(organizationId), id);

export const analysisStatusFor = async (db: DbOrTx, organizationId: string, id: string) =>
  (await findAnalysisStatus(db, wholeOrganisation(organizationId), id))?.status ?? null;

/** A dashboard list of one kind of derived record, with the columns it shows: every status, the CV each was made from, searchable. */
const listDerivedFor =
  <T extends DerivedTable, C extends keyof Selectable<Database[T]> & string>(table: T, columns: readonly C[]) =>
  (db: DbOrTx, organizationId: string, o: ListOpts) =>
    listDerived(db, table, wholeOrganisation(organizationId), columns, { ...o, search: o.q, includeFailed: true, withSource: true });

export const listInterviewPreps = listDerivedFor('interview_preps', ['id', 'analysis_id', 'status', 'target_role', 'target_industry', 'total_questions', 'created_at']);
export const listSkillGaps = listDerivedFor('skill_gaps', ['id', 'analysis_id', 'status', 'target_role', 'target_industry', 'overall_readiness', 'created_at']);
export const listGenerations = listDerivedFor('generations', ['id', 'analysis_id', 'status', 'template_type', 'region', 'target_role', 'target_industry', 'pdf_file_id', 'docx_file_id', 'created_at']);

export const findInterviewPrepFor = (db: DbOrTx, organizationId: string, id: string) =>
  findDerived(db, 'interview_preps', wholeOrganisation(organizationId), id);

export const findSkillGapFor = (db: DbOrTx, organizationId: string, id: string) =>
  findDerived(db, 'skill_gaps', wholeOrganisation(organizationId), id);
