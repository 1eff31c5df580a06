/**
 * One call of a function through the SDK's own serve() handler, in-process, speaking the
 * protocol Inngest speaks over HTTP: POST ?fnId=…&stepId=… with the event, the memoized
 * steps and the run context; the answer is 200 (the function returned), 206 (step ops) or an
 * error status with x-inngest-no-retry.
 */
import type { StoredEvent, StoredStep } from '../../db/run-types';

export type ServeHandler = (req: Request) => Promise<Response>;

export interface FunctionCall {
  functionId: string;
  runId: string;
  event: StoredEvent;
  steps: Record<string, StoredStep>;
  /** hashed step ids in completion order */
  stack: string[];
  attempt: number;
  maxAttempts: number;
  /** a planned step to run, or undefined to let the SDK run the next one it finds */
  stepId?: string;
}

/** A step op as the SDK reports it (OutgoingOp); only the fields the executor reads. */
export interface StepOp {
  id: string;
  op: string;
  name?: string;
  displayName?: string;
  data?: unknown;
  error?: unknown;
}

export type CallOutcome =
  | { kind: 'returned'; output: unknown }
  | { kind: 'ops'; ops: StepOp[]; retryAfter: string | null }
  | { kind: 'error'; error: unknown; retriable: boolean; retryAfter: string | null };

const ORIGIN = 'http://embedded.invalid';

export async function callFunction(handler: ServeHandler, call: FunctionCall): Promise<CallOutcome> {
  const url = new URL('/api/inngest', ORIGIN);
  url.searchParams.set('fnId', call.functionId);
  url.searchParams.set('stepId', call.stepId ?? 'step');
  const body = {
    event: call.event,
    events: [call.event],
    steps: call.steps,
    // no fn_id: the SDK checkpoints to the Inngest API only when it is given one
    ctx: {
      run_id: call.runId,
      attempt: call.attempt,
      max_attempts: call.maxAttempts,
      use_api: false,
      stack: { stack: call.stack, current: call.stack.length },
    },
  };
  let res: Response;
  try {
    res = await handler(
      new Request(url, {
        method: 'POST',
        headers: { host: url.host, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  } catch (err) {
    return { kind: 'error', error: toJsonError(err), retriable: true, retryAfter: null };
  }
  const text = await res.text();
  const parsed = parseJson(text);
  const retryAfter = res.headers.get('retry-after');
  if (res.status === 200) return { kind: 'returned', output: parsed };
  if (res.status === 206 && Array.isArray(parsed)) return { kind: 'ops', ops: parsed as StepOp[], retryAfter };
  return {
    kind: 'error',
    error: parsed ?? { name: 'Error', message: `serve handler answered ${res.status}` },
    retriable: res.headers.get('x-inngest-no-retry') !== 'true',
    retryAfter,
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { name: 'Error', message: text.slice(0, 2000) };
  }
}

function toJsonError(err: unknown): { name: string; message: string; stack?: string } {
  return err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { name: 'Error', message: String(err) };
}
