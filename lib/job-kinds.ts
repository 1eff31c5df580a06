/**
 * Every kind of record a background job completes (the kinds and their tables are listed once, in
 * db/record-kinds.ts), and each name it goes by. A kind's key (`interview_prep`) is also its credit
 * operation and the ledger's `resource_type`; the route segment (`interview-preps`) names the API
 * path, the dashboard page, the scopes and the service folder (lib/interview-preps); the table is
 * the route in snake case.
 *
 * The event and function names are stored in PostgreSQL (pending events, runs resumed after a
 * restart) and by Inngest Cloud, so they keep the names they were first given rather than being
 * renamed with a migration: `functionId` differs from the route's word for three of the four kinds.
 */
import { RECORD_TABLES, type RecordKind, type RecordTable } from '../db/record-kinds';
import { env } from './env';
import type { Scope } from './keys/scopes';

export interface JobKindSpec {
  /** the record's table */
  table: RecordTable;
  /** /api/v1/{route}, the dashboard's /{route} and the `{route}:read|write` scopes */
  route: string;
  /** the event whose job completes the record (data: `{ id }`) */
  event: `${string}/requested`;
  /** the Inngest function that handles the event (runs are stored under `cvlens-{functionId}`) */
  functionId: string;
  scopes: { read: Scope; write: Scope };
  /** for the API's messages: "Interview preparation is still processing" */
  noun: string;
  /** what the dashboard calls one in a browser tab, the credit activity and staff's lists */
  label: string;
  /** how long a create waits for its job before answering `processing` */
  waitMs: () => number;
}

export const JOB_KINDS = {
  analysis: {
    table: RECORD_TABLES.analysis,
    route: 'analyses',
    event: 'analysis/requested',
    functionId: 'analyse-cv',
    scopes: { read: 'analyses:read', write: 'analyses:write' },
    noun: 'Analysis',
    label: 'Analysis',
    waitMs: () => env().ANALYSIS_WAIT_MS,
  },
  interview_prep: {
    table: RECORD_TABLES.interview_prep,
    route: 'interview-preps',
    event: 'interview-prep/requested',
    functionId: 'prepare-interview',
    scopes: { read: 'interview-preps:read', write: 'interview-preps:write' },
    noun: 'Interview preparation',
    label: 'Interview prep',
    waitMs: () => env().JOB_WAIT_MS,
  },
  skill_gap: {
    table: RECORD_TABLES.skill_gap,
    route: 'skill-gaps',
    event: 'skill-gap/requested',
    functionId: 'analyse-skill-gap',
    scopes: { read: 'skill-gaps:read', write: 'skill-gaps:write' },
    noun: 'Skill-gap analysis',
    label: 'Skill gaps',
    waitMs: () => env().JOB_WAIT_MS,
  },
  generation: {
    table: RECORD_TABLES.generation,
    route: 'generations',
    event: 'generation/requested',
    functionId: 'generate-cv',
    scopes: { read: 'generations:read', write: 'generations:write' },
    noun: 'Generation',
    label: 'Improved CV',
    waitMs: () => env().JOB_WAIT_MS,
  },
} as const satisfies Record<RecordKind, JobKindSpec>;

export type JobKind = keyof typeof JOB_KINDS;
export const JOB_KIND_NAMES = Object.keys(JOB_KINDS) as JobKind[];
