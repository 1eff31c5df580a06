/** POST, GET and list of /interview-preps: what sets an interview prep apart among derived reports. */
import type { Db, DbOrTx } from '../../db/index';
import type { Tenant } from '../../db/queries/tenant-scope';
import { createDerivedReport, getDerivedReport, listDerivedReports, type DerivedReportKind } from '../analyses/derived-reports';
import { CreateInterviewPrepBody, InterviewPrepDetail, InterviewPrepList } from '../schemas/interview-prep';

const interviewPrep: DerivedReportKind = {
  jobKind: 'interview_prep',
  body: CreateInterviewPrepBody,
  detail: InterviewPrepDetail,
  list: InterviewPrepList,
  listColumns: ['id', 'analysis_id', 'target_role', 'target_industry', 'total_questions', 'created_at'],
};

export const createInterviewPrep = (db: Db, req: Parameters<typeof createDerivedReport>[2]) => createDerivedReport(interviewPrep, db, req);
export const getInterviewPrep = (db: DbOrTx, tenant: Tenant, rawId: string) => getDerivedReport(interviewPrep, db, tenant, rawId);
export const listInterviewPreps = (db: DbOrTx, tenant: Tenant, url: URL) => listDerivedReports(interviewPrep, db, tenant, url);
