'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { formatElapsed } from './format';

/**
 * Past this a record still being made gets an explanation: a text CV is read in a second or two
 * and a report or a PDF in a few, so only a scan read by OCR (a few seconds a page) or a queue
 * of other work takes this long.
 */
export const LONG_AFTER_SECONDS = 30;

interface Props {
  /** what is being made, while it is normal ("Analysing… this page updates by itself") */
  message: string;
  /** how long the record had been processing when the server drew the page */
  elapsedSeconds: number;
  /** the list the record stays in if the person leaves ("Analyses") */
  listName: string;
  /** what can make this kind of record slow, said once it runs long */
  slowBecause: string;
  /**
   * a cheap status read: the page is redrawn only once it changes. Without it the page is
   * redrawn every two seconds.
   */
  check?: () => Promise<string | null>;
}

/**
 * For a record still being made: says so, counts the time, says more once it runs long, and
 * redraws the page when the record is done.
 */
export function RefreshWhileProcessing({ message, elapsedSeconds, listName, slowBecause, check }: Props) {
  const router = useRouter();
  // the server's count when the page was first drawn, then this browser's seconds since (redraws
  // while processing bring newer counts of the same time, which are not added again)
  const [base] = useState(elapsedSeconds);
  const [since, setSince] = useState(0);
  useEffect(() => {
    const t0 = Date.now();
    const clock = setInterval(() => setSince(Math.floor((Date.now() - t0) / 1000)), 1000);
    return () => clearInterval(clock);
  }, []);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const status = check ? await check().catch(() => 'processing') : null;
      if (stopped) return;
      if (!check || status !== 'processing') router.refresh();
      timer = setTimeout(tick, 2000);
    };
    timer = setTimeout(tick, 1500);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [check, router]);
  const elapsed = base + since;
  const long = elapsed >= LONG_AFTER_SECONDS;
  return (
    <div role="status" aria-live="polite" className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-6">
      <p className="font-medium text-brand-700">{message}</p>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-white">
        <div className="h-2 w-1/3 animate-pulse rounded-full bg-brand-500" />
      </div>
      {/* the counter is not announced every second: only the sentence below, once */}
      <p className="mt-3 text-sm text-slate-700" aria-live="off">Working for {formatElapsed(elapsed)}.</p>
      {long && (
        <p className="mt-2 text-sm text-slate-700" data-testid="running-long">
          This is taking longer than usual: {slowBecause} You can leave this page: the record stays under {listName} and finishes on its own. One that cannot be finished ends failed, and its credits are refunded.
        </p>
      )}
    </div>
  );
}
