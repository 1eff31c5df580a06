/**
 * The create flow of every record that a background job completes: in one transaction insert
 * the record, charge its credits and send its event; then wait (a bounded time) for the job.
 */
import type { Db, DbOrTx } from '../../db/index';
import { wakeEmbeddedExecutor } from '../../inngest/embedded/executor';
import { sendEvent } from '../../inngest/send';
import { chargeCredits, type CreditsMeta } from '../billing/credits';
import { inOrganizationTurn } from '../billing/organization-turns';
import type { Tenant } from '../../db/queries/tenant-scope';
import { uuidv7 } from '../ids';
import { JOB_KINDS, type JobKind } from '../job-kinds';
import { watchSettled } from './settled-signal';
import { waitFor } from './wait-for';


export interface JobRecordSpec<R extends { status: string }> {
  tenant: Tenant;
  apiKeyId: string | null;
  /** names the record's event, credit operation and wait (lib/job-kinds.ts) */
  kind: JobKind;
  insert: (tx: DbOrTx, id: string) => Promise<unknown>;
  /** more event data beside the record's id */
  eventData?: Record<string, unknown>;
  load: (id: string) => Promise<R | undefined>;
}

export async function createJobRecord<R extends { status: string }>(db: Db, spec: JobRecordSpec<R>) {
  const kind = JOB_KINDS[spec.kind];
  const id = uuidv7();
  const settled = watchSettled(id);
  try {
    // one organisation's creates queue here rather than on its row lock, where each held a connection
    const charge = () =>
      db.transaction().execute(async (tx) => {
        await spec.insert(tx, id);
        const meta = await chargeCredits(tx, {
          organizationId: spec.tenant.organizationId,
          operation: spec.kind,
          resourceType: spec.kind,
          resourceId: id,
          apiKeyId: spec.apiKeyId,
        });
        await sendEvent(tx, { name: kind.event, data: { ...spec.eventData, id } });
        return meta;
      });
    const credits: CreditsMeta = await inOrganizationTurn(spec.tenant.organizationId, charge);
    // the NOTIFY wakes every listening executor; one that is not listening is woken here
    wakeEmbeddedExecutor();
    // While every settlement is heard, the record is read once: when it settles, or when the wait
    // ends (a second read a second, from every waiting create, doubled the queries that status
    // reads queue behind). Polling is the fallback for while the signal's channel is down; a drop
    // ends the sleep at once.
    const deadline = Date.now() + kind.waitMs();
    if (settled.hearsAll) await settled.sleep(kind.waitMs());
    const pollMs = () => (settled.hearsAll ? Math.max(1, deadline - Date.now()) : 25);
    const row = await waitFor(() => spec.load(id), (r) => r?.status !== 'processing', Math.max(0, deadline - Date.now()), pollMs, settled.sleep);
    return { id, row: row!, credits };
  } finally {
    settled.dispose();
  }
}
