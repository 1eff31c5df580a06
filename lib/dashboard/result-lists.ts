/**
 * The dashboard's lists and detail reads of analyses, interview preps, skill gaps and generations, for
 * the whole organisation (the dashboard is not limited to one team, like an organisation key),
 * with every status, failed ones included.
 */
import type { DbOrTx } from '../../db/index';
import { findAnalysisReport, findAnalysisStatus, listAnalyses } from '../../db/queries/analyses';
import { findDerived, listDerived } from '../../db/queries/derived-records';
import type { RecordStatus } from '../../db/types';
import { wholeOrganisation } from '../organizations/actor';

interface ListOpts {
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

export const listInterviewPreps = (db: DbOrTx, organizationId: string, o: ListOpts) =>
  listDerived(
    db,
    'interview_preps',
    wholeOrganisation(organizationId),
    ['id', 'analysis_id', 'status', 'target_role', 'target_industry', 'total_questions', 'created_at'],
    { ...o, search: o.q, includeFailed: true, withSource: true },
  );

export const listSkillGaps = (db: DbOrTx, organizationId: string, o: ListOpts) =>
  listDerived(
    db,
    'skill_gaps',
    wholeOrganisation(organizationId),
    ['id', 'analysis_id', 'status', 'target_role', 'target_industry', 'overall_readiness', 'created_at'],
    { ...o, search: o.q, includeFailed: true, withSource: true },
  );

export const listGenerations = (db: DbOrTx, organizationId: string, o: ListOpts) =>
  listDerived(
    db,
    'generations',
    wholeOrganisation(organizationId),
    ['id', 'analysis_id', 'status', 'template_type', 'region', 'target_role', 'target_industry', 'pdf_file_id', 'docx_file_id', 'created_at'],
    { ...o, search: o.q, includeFailed: true, withSource: true },
  );

export const findInterviewPrepFor = (db: DbOrTx, organizationId: string, id: string) =>
  findDerived(db, 'interview_preps', wholeOrganisation(organizationId), id);

export const findSkillGapFor = (db: DbOrTx, organizationId: string, id: string) =>
  findDerived(db, 'skill_gaps', wholeOrganisation(organizationId), id);
