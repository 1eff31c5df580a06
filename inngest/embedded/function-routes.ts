/**
 * What the executor needs to know about each function, read from the same configuration the
 * SDK registers with Inngest (`getConfig`), so ids, triggers and retries cannot drift.
 */
import type { Inngest, InngestFunction } from 'inngest';

/** Inngest's default when a function sets no `retries`. */
const DEFAULT_RETRIES = 3;

export interface FunctionRoute {
  /** full id as served: `<app id>-<function id>` */
  functionId: string;
  /** names of the events that trigger it */
  events: string[];
  /** first attempt plus retries */
  maxAttempts: number;
  /** the run of the function's `onFailure` handler, when it has one */
  failure?: { functionId: string; maxAttempts: number };
}

interface RegisteredConfig {
  id: string;
  triggers: { event?: string; cron?: string; expression?: string }[];
  steps: Record<string, { retries?: { attempts?: number } }>;
}

type GetConfig = (opts: { baseUrl: URL; appPrefix: string }) => RegisteredConfig[];

const FAILURE_SUFFIX = '-failure';

export function functionRoutes(client: Inngest.Any, functions: InngestFunction.Any[]): FunctionRoute[] {
  return functions.map((fn) => {
    // getConfig is private in the SDK's types but is exactly what serve() registers.
    const getConfig = (fn as unknown as { getConfig: GetConfig }).getConfig.bind(fn);
    const [main, failure] = getConfig({ baseUrl: new URL('http://embedded.invalid/api/inngest'), appPrefix: client.id });
    const unsupported = main.triggers.filter((t) => !t.event || t.expression);
    if (unsupported.length > 0) {
      throw new Error(`Function "${main.id}": the embedded executor supports only plain event triggers`);
    }
    return {
      functionId: main.id,
      events: main.triggers.map((t) => t.event!),
      maxAttempts: maxAttempts(main),
      ...(failure && failure.id === main.id + FAILURE_SUFFIX
        ? { failure: { functionId: failure.id, maxAttempts: maxAttempts(failure) } }
        : {}),
    };
  });
}

function maxAttempts(config: RegisteredConfig): number {
  return (config.steps.step?.retries?.attempts ?? DEFAULT_RETRIES) + 1;
}
