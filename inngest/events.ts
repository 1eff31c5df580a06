/**
 * The events that start background work. Each carries only the id of the record to process:
 * the record (and its org, charge and inputs) is read from the database by the function.
 */
import { eventType } from 'inngest';
import { z } from 'zod';
import { JOB_KINDS } from '../lib/job-kinds';

const RecordRef = z.object({ id: z.string().min(1) });

/** extracted: the upload's validation kept its extraction in the record, so the job need not extract */
export const analysisRequested = eventType(JOB_KINDS.analysis.event, { schema: RecordRef.extend({ extracted: z.boolean().optional() }) });
export const interviewPrepRequested = eventType(JOB_KINDS.interview_prep.event, { schema: RecordRef });
export const skillGapRequested = eventType(JOB_KINDS.skill_gap.event, { schema: RecordRef });
export const generationRequested = eventType(JOB_KINDS.generation.event, { schema: RecordRef });
