/** The entry of a scan worker process: OCR only (scan-tasks.ts). */
import sharp from 'sharp';
import { scanTasks } from './scan-tasks';
import { answerEngineRequest, type EngineRequest } from './worker-protocol';

// A worker whose server died must not outlive it: the pool gives no more work once the channel closes.
process.on('disconnect', () => process.exit(0));

// One libvips thread (tesseract itself uses one), so a scan takes one core, never all of them;
// its CPU priority is the pool's (ENGINE_NICE, engine-pool.ts).
sharp.concurrency(1);

export default function runScanRequest(request: EngineRequest) {
  return answerEngineRequest(scanTasks, request);
}
