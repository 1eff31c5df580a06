/**
 * The events that start background work. Each carries only the id of the record to process:
 * the record (and its org, charge and inputs) is read from the database by the function.
 */
import { eventType } from 'inngest';
import { z } from 'zod';

const RecordRef = z.object({ id: z.string().min(1) });

/** extracted: the upload's validation kept its extraction in the record, so the job need not extract */
export const analysisRequested = eventType('analysis/requested', { schema: RecordRef.extend({ extracted: z.boolean().optional() }) });
export const interviewPrepRequested = eventType('interview-prep/requested', { schema: RecordRef });
export const skillGapRequested = eventType('skill-gap/requested', { schema: RecordRef });
export const generationRequested = eventType('generation/requested', { schema: RecordRef });
