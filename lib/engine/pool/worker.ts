/** The entry of an engine worker process (tinypool loads it in each child). */
import { engineTasks } from './tasks';
import { answerEngineRequest, type EngineRequest } from './worker-protocol';

// A worker whose server died must not outlive it: the pool gives no more work once the channel closes.
process.on('disconnect', () => process.exit(0));

export default function runEngineRequest(request: EngineRequest) {
  return answerEngineRequest(engineTasks, request);
}
