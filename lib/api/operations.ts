/**
 * Every public operation, declared once: method, path, scope, schemas and error statuses. The
 * route handlers take their operation (`withApiKey(OPERATIONS.createAnalysis, …)`, which enforces
 * its scope), the OpenAPI document is generated from these, the fuzz harness and the unserved
 * methods of a path read its methods here. Limits in descriptions are read from the settings.
 */
import type { z } from 'zod';
import { BASE_COST, type CreditOperation } from '../billing/plans';
import { env } from '../env';
import type { Scope } from '../keys/scopes';
import { Analysis, AnalysisCreated, AnalysisList, AnalysisListQuery, AnalysisStatusBody, CreateAnalysisForm } from '../schemas/analysis';
import { DerivedReportProcessing, PaginationQuery } from '../schemas/common';
import { CreateGenerationForm, CreateGenerationJson, Generation, GenerationCreated, GenerationList, GenerationProcessing, TEMPLATES } from '../schemas/generation';
import { CreateInterviewPrepBody, InterviewPrepCreated, InterviewPrepDetail, InterviewPrepList } from '../schemas/interview-prep';
import { CreateSkillGapBody, SkillGapCreated, SkillGapDetail, SkillGapList } from '../schemas/skill-gap';
import { UsageStats } from '../schemas/usage';
import { LANGUAGES } from '../engine/render/languages';
import { lifetimeText, waitText } from '../time';

export interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  scope: Scope;
  /** the handler reads call counts, so this call is written before it runs (always for POST) */
  exactCount?: boolean;
  tag: string;
  /** status of the success response (204: no body) */
  status: 200 | 201 | 204;
  response?: z.ZodType;
  /** a create's 202 body, when its job has not finished within the wait */
  accepted?: z.ZodType;
  query?: z.ZodObject;
  pathId?: boolean;
  jsonBody?: z.ZodType;
  multipartBody?: z.ZodObject;
  /** statuses this operation can answer with an error, besides 400/401/403/429/500 */
  errors?: number[];
  /** a create: what it is charged as (its cost is BASE_COST of this, lib/billing/plans.ts) */
  charged?: CreditOperation;
}

const credits = (kind: CreditOperation) => `${BASE_COST[kind]} credit${BASE_COST[kind] === 1 ? '' : 's'}`;

export const OPERATIONS = {
  createAnalysis: {
    method: 'post',
    path: '/analyses',
    operationId: 'createAnalysis',
    summary: 'Submit a CV for analysis',
    get description() {
      const e = env();
      return (
        `Multipart upload of a PDF, DOCX, TXT or Markdown CV (at most ${e.MAX_UPLOAD_MB} MB; the type is decided by content), or of a scan or ` +
        `photo of one: PNG, JPEG, WebP, TIFF (several pages too) or a PDF of scanned pages, at most ${e.OCR_MAX_PAGES} pages, read by OCR ` +
        `(English, French, German, Spanish). Costs ${credits('analysis')} (times the overage multiplier past the monthly calls). The ` +
        `response waits up to ${waitText(e.ANALYSIS_WAIT_MS)} for the analysis, so it usually already carries \`status: "completed"\` and the scores; ` +
        'otherwise poll `/analyses/{id}/status`. A scan is only checked in the request and read by OCR afterwards (a few ' +
        'seconds a page), so it answers `status: "processing"`; a scan too poor to read fails the analysis (refunded), or is ' +
        'answered 422 when that is known before the response.'
      );
    },
    scope: 'analyses:write',
    tag: 'Analyses',
    status: 201,
    response: AnalysisCreated,
    multipartBody: CreateAnalysisForm,
    errors: [402, 413, 415, 422],
    charged: 'analysis',
  },
  listAnalyses: {
    method: 'get',
    path: '/analyses',
    operationId: 'listAnalyses',
    summary: 'List analyses',
    description: 'Newest first, with the five top-level scores only.',
    scope: 'analyses:read',
    tag: 'Analyses',
    status: 200,
    response: AnalysisList,
    query: AnalysisListQuery,
  },
  getAnalysis: {
    method: 'get',
    path: '/analyses/{id}',
    operationId: 'getAnalysis',
    summary: 'Get the full analysis',
    description: '`result` and `sections` are null while the analysis is processing (and when it failed).',
    scope: 'analyses:read',
    tag: 'Analyses',
    status: 200,
    response: Analysis,
    pathId: true,
    errors: [404],
  },
  getAnalysisStatus: {
    method: 'get',
    path: '/analyses/{id}/status',
    operationId: 'getAnalysisStatus',
    summary: 'Poll an analysis',
    scope: 'analyses:read',
    tag: 'Analyses',
    status: 200,
    response: AnalysisStatusBody,
    pathId: true,
    errors: [404],
  },
  deleteAnalysis: {
    method: 'delete',
    path: '/analyses/{id}',
    operationId: 'deleteAnalysis',
    summary: 'Delete an analysis',
    description:
      'Erases the analysis, its uploaded CV and everything made from it: interview preparations, skill-gap analyses and generations ' +
      '(with their PDF and DOCX files; download links already handed out answer 404 from then on).' +
      ' The credits it cost stay spent: the credit ledger keeps its entries. Another organisation\'s (or team\'s) id answers 404; a record still processing answers 409 until it completes or fails.',
    scope: 'analyses:write',
    tag: 'Analyses',
    status: 204,
    pathId: true,
    errors: [404, 409],
  },
  createInterviewPrep: {
    method: 'post',
    path: '/interview-preps',
    operationId: 'createInterviewPrep',
    summary: 'Generate interview questions from an analysis',
    get description() {
      return (
        'At least 12 questions across behavioral, technical, situational, role_specific, culture_fit and motivation, ' +
        `each anchored on a line of the CV (\`cv_reference\`). Costs ${credits('interview_prep')}. The analysis must be completed (409 while it is processing).`
      );
    },
    scope: 'interview-preps:write',
    tag: 'Interview preparations',
    status: 201,
    response: InterviewPrepCreated,
    accepted: DerivedReportProcessing,
    jsonBody: CreateInterviewPrepBody,
    errors: [402, 404, 409],
    charged: 'interview_prep',
  },
  listInterviewPreps: {
    method: 'get',
    path: '/interview-preps',
    operationId: 'listInterviewPreps',
    summary: 'List interview preparations',
    scope: 'interview-preps:read',
    tag: 'Interview preparations',
    status: 200,
    response: InterviewPrepList,
    query: PaginationQuery,
  },
  getInterviewPrep: {
    method: 'get',
    path: '/interview-preps/{id}',
    operationId: 'getInterviewPrep',
    summary: 'Get one interview preparation',
    scope: 'interview-preps:read',
    tag: 'Interview preparations',
    status: 200,
    response: InterviewPrepDetail,
    pathId: true,
    errors: [404],
  },
  deleteInterviewPrep: {
    method: 'delete',
    path: '/interview-preps/{id}',
    operationId: 'deleteInterviewPrep',
    summary: 'Delete an interview preparation',
    description:
      'Erases the interview preparation.' +
      ' The credits it cost stay spent: the credit ledger keeps its entries. Another organisation\'s (or team\'s) id answers 404; a record still processing answers 409 until it completes or fails.',
    scope: 'interview-preps:write',
    tag: 'Interview preparations',
    status: 204,
    pathId: true,
    errors: [404, 409],
  },
  createSkillGap: {
    method: 'post',
    path: '/skill-gaps',
    operationId: 'createSkillGap',
    summary: 'Analyse skill gaps against a target role',
    get description() {
      return (
        '`target_role` and `target_industry` default to the analysis\'s own. Returns the gaps with priorities, existing strengths, ' +
        `an ordered learning path with resources, readiness and a timeline. Costs ${credits('skill_gap')}.`
      );
    },
    scope: 'skill-gaps:write',
    tag: 'Skill gaps',
    status: 201,
    response: SkillGapCreated,
    accepted: DerivedReportProcessing,
    jsonBody: CreateSkillGapBody,
    errors: [402, 404, 409],
    charged: 'skill_gap',
  },
  listSkillGaps: {
    method: 'get',
    path: '/skill-gaps',
    operationId: 'listSkillGaps',
    summary: 'List skill-gap analyses',
    scope: 'skill-gaps:read',
    tag: 'Skill gaps',
    status: 200,
    response: SkillGapList,
    query: PaginationQuery,
  },
  getSkillGap: {
    method: 'get',
    path: '/skill-gaps/{id}',
    operationId: 'getSkillGap',
    summary: 'Get one skill-gap analysis',
    scope: 'skill-gaps:read',
    tag: 'Skill gaps',
    status: 200,
    response: SkillGapDetail,
    pathId: true,
    errors: [404],
  },
  deleteSkillGap: {
    method: 'delete',
    path: '/skill-gaps/{id}',
    operationId: 'deleteSkillGap',
    summary: 'Delete a skill-gap analysis',
    description:
      'Erases the skill-gap analysis.' +
      ' The credits it cost stay spent: the credit ledger keeps its entries. Another organisation\'s (or team\'s) id answers 404; a record still processing answers 409 until it completes or fails.',
    scope: 'skill-gaps:write',
    tag: 'Skill gaps',
    status: 204,
    pathId: true,
    errors: [404, 409],
  },
  createGeneration: {
    method: 'post',
    path: '/generations',
    operationId: 'createGeneration',
    summary: 'Generate an improved CV (PDF, and DOCX on the Business plan)',
    get description() {
      return (
        'Either JSON naming a completed analysis (`analysisId`, or `analysis_id`), or multipart with a CV `file`. Options: ' +
        `\`template\` (${TEMPLATES.join(', ')}), \`region\` (two-letter country code: paper size, date format, ` +
        `document title, conventions; default: the CV's country, else US), \`language\` (section names: ${LANGUAGES.join(', ')}; default: the CV's language, else en), \`target_role\`. Costs ${credits('generation')}. ` +
        `The links are signed and expire after ${lifetimeText(env().DOWNLOAD_URL_TTL_SECONDS * 1000)}; the detail read signs fresh ones. The file may be a scan or photo ` +
        '(as for `POST /analyses`): it is read by OCR in the job, so the answer is 202 with `pdf_url` null until ' +
        '`GET /generations/{id}` shows the links; role, region and language then default to the CV\'s latest title, country and language.'
      );
    },
    scope: 'generations:write',
    tag: 'Generations',
    status: 201,
    response: GenerationCreated,
    accepted: GenerationProcessing,
    jsonBody: CreateGenerationJson,
    multipartBody: CreateGenerationForm,
    errors: [402, 404, 409, 413, 415, 422],
    charged: 'generation',
  },
  listGenerations: {
    method: 'get',
    path: '/generations',
    operationId: 'listGenerations',
    summary: 'List CV generations',
    description: 'No download links here: read one generation for fresh signed links.',
    scope: 'generations:read',
    tag: 'Generations',
    status: 200,
    response: GenerationList,
    query: PaginationQuery,
  },
  getGeneration: {
    method: 'get',
    path: '/generations/{id}',
    operationId: 'getGeneration',
    summary: 'Get one generation with signed download links',
    get description() {
      return `The links are signed now and expire after ${lifetimeText(env().DOWNLOAD_URL_TTL_SECONDS * 1000)}.`;
    },
    scope: 'generations:read',
    tag: 'Generations',
    status: 200,
    response: Generation,
    pathId: true,
    errors: [404],
  },
  deleteGeneration: {
    method: 'delete',
    path: '/generations/{id}',
    operationId: 'deleteGeneration',
    summary: 'Delete a generation',
    description:
      'Erases the generation and its PDF and DOCX files; download links already handed out answer 404 from then on. ' +
      'A generation made from an uploaded file leaves that file\'s analysis, which is deleted on its own.' +
      ' The credits it cost stay spent: the credit ledger keeps its entries. Another organisation\'s (or team\'s) id answers 404; a record still processing answers 409 until it completes or fails.',
    scope: 'generations:write',
    tag: 'Generations',
    status: 204,
    pathId: true,
    errors: [404, 409],
  },
  getUsage: {
    method: 'get',
    path: '/usage',
    operationId: 'getUsage',
    summary: 'Usage statistics and credit balance',
    description: 'API calls today, this UTC month and all time, the last 7 days by day, and every credit figure of the organisation.',
    scope: 'usage:read',
    exactCount: true,
    tag: 'Usage',
    status: 200,
    response: UsageStats,
  },
} satisfies Record<string, Operation>;

export type OperationId = keyof typeof OPERATIONS;
// the objects themselves (not Object.values, which would read the descriptions' settings now)
export const operations: Operation[] = (Object.keys(OPERATIONS) as OperationId[]).map((id) => OPERATIONS[id]);

const METHODS = ['GET', 'POST', 'DELETE'] as const;

/** The methods served at a path (`/analyses/{id}`), in a fixed order (GET, POST, DELETE). */
export const methodsAt = (path: string) => METHODS.filter((m) => operations.some((o) => o.path === path && o.method.toUpperCase() === m));
