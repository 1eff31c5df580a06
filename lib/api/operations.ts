/**
 * Every public operation with its scope and schemas: the single source of the OpenAPI
 * document. Route handlers use the same schemas to validate and to shape responses.
 */
import type { z } from 'zod';
import { Analysis, AnalysisCreated, AnalysisList, AnalysisListQuery, AnalysisStatusBody, CreateAnalysisForm } from './schemas/analysis';
import { ErrorBody } from './schemas/common';
import { UsageStats } from './schemas/usage';

export interface Operation {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  scope: string;
  tag: string;
  /** status of the success response */
  status: 200 | 201;
  response: z.ZodType;
  query?: z.ZodObject;
  pathId?: boolean;
  jsonBody?: z.ZodType;
  multipartBody?: z.ZodType;
  /** statuses this operation can answer with an error, besides 400/401/403/429/500 */
  errors?: number[];
  charged?: boolean;
}

export const operations: Operation[] = [
  {
    method: 'post',
    path: '/analyses',
    operationId: 'createAnalysis',
    summary: 'Submit a CV for analysis',
    description:
      'Multipart upload of a PDF, DOCX, TXT or Markdown CV (at most 10 MB; the type is decided by content). ' +
      'Costs 1 credit (times the overage multiplier past the monthly calls). The response waits up to 2 s for the ' +
      'analysis, so it usually already carries `status: "completed"` and the scores; otherwise poll `/analyses/{id}/status`.',
    scope: 'analyses:write',
    tag: 'Analyses',
    status: 201,
    response: AnalysisCreated,
    multipartBody: CreateAnalysisForm,
    errors: [402, 413, 415, 422],
    charged: true,
  },
  {
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
  {
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
  {
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
  {
    method: 'get',
    path: '/usage',
    operationId: 'getUsage',
    summary: 'Usage statistics and credit balance',
    description: 'API calls today, this UTC month and all time, the last 7 days by day, and every credit figure of the organisation.',
    scope: 'usage:read',
    tag: 'Usage',
    status: 200,
    response: UsageStats,
  },
];

export { ErrorBody };
