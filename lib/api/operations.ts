/**
 * Every public operation with its scope and schemas: the single source of the OpenAPI
 * document. Route handlers use the same schemas to validate and to shape responses.
 */
import type { z } from 'zod';
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
