/**
 * What the function of every job kind is given: the kind's function id and event, three retries,
 * and, once a run has failed for good, its record failed and refunded (`fail`; failJobRecord
 * unless the kind has more to undo).
 */
import { failJobRecord } from '../../lib/jobs/fail-job-record';
import { JOB_KINDS, type JobKind } from '../../lib/job-kinds';

export function jobFunctionOptions<Trigger>(kind: JobKind, trigger: Trigger, fail: (id: string, reason: string) => Promise<unknown> = (id, reason) => failJobRecord(kind, id, reason)) {
  return {
    id: JOB_KINDS[kind].functionId,
    retries: 3 as const,
    triggers: [trigger] as [Trigger],
    onFailure: async ({ event, error }: { event: { data: { event: { data: unknown } } }; error: Error }) => {
      await fail((event.data.event.data as { id: string }).id, error.message);
    },
  };
}
