/** The entry of a scan worker process: OCR only (scan-tasks.ts). */
import os from 'node:os';
import sharp from 'sharp';
import { scanTasks } from './scan-tasks';
import { answerEngineRequest, type EngineRequest } from './worker-protocol';

// A worker whose server died must not outlive it: the pool gives no more work once the channel closes.
process.on('disconnect', () => process.exit(0));

// Reading a scan is background work: the processes answering requests come first for the CPU.
// One libvips thread (tesseract itself uses one), so a scan takes one core, never all of them.
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // not permitted on this system: the scan runs at normal priority
}
sharp.concurrency(1);

export default function runScanRequest(request: EngineRequest) {
  return answerEngineRequest(scanTasks, request);
}
