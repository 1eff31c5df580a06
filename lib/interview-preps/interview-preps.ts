/** POST, GET and list of /interview-preps: what sets an interview prep apart among derived reports. */
import type { Db, DbOrTx } from '../../db/index';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { PageQuery } from '../api/pagination';
import { InterviewPrepDetail, InterviewPrepList } from '../schemas/interview-prep';
import { createDerivedReport, getDerivedReport, listDerivedReports, type DerivedReportKind } from '../analyses/derived-reports';

const interviewPrep: DerivedReportKind<typeof InterviewPrepDetail, typeof InterviewPrepList> = {
  detail: InterviewPrepDetail,
  list: InterviewPrepList,
  jobKind: 'interview_prep',
  listColumns: ['id', 'analysis_id', 'target_role', 'target_industry', 'total_questions', 'created_at'],
};

export const createInterviewPrep = (db: Db, req: Parameters<typeof createDerivedReport>[2]) => createDerivedReport(interviewPrep, db, req);
export const getInterviewPrep = (db: DbOrTx, tenant: Tenant, id: string) => getDerivedReport(interviewPrep, db, tenant, id);
export const listInterviewPreps = (db: DbOrTx, tenant: Tenant, query: PageQuery) => listDerivedReports(interviewPrep, db, tenant, query);
