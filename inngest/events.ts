/**
 * The events that start background work. Each carries only the id of the record to process:
 * the record (and its org, charge and inputs) is read from the database by the function.
 */
import { eventType } from 'inngest';
import { z } from 'zod';

const RecordRef = z.object({ id: z.string().min(1) });

export const analysisRequested = eventType('analysis/requested', { schema: RecordRef });
export const interviewPrepRequested = eventType('interview-prep/requested', { schema: RecordRef });
export const skillGapRequested = eventType('skill-gap/requested', { schema: RecordRef });
export const generationRequested = eventType('generation/requested', { schema: RecordRef });
