'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { analysisStatusAction } from './actions';

/** Asks for the status every two seconds and redraws the page once the analysis has finished. */
export function AnalysisPoller({ id }: { id: string }) {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const status = await analysisStatusAction(id).catch(() => 'processing');
      if (stopped) return;
      if (status !== 'processing') router.refresh();
      else timer = setTimeout(tick, 2000);
    };
    timer = setTimeout(tick, 1500);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, router]);
  return (
    <div role="status" aria-live="polite" className="rounded-xl border border-brand-100 bg-brand-50 p-6">
      <p className="font-medium text-brand-700">Analysing… this page updates by itself when the report is ready.</p>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-white">
        <div className="h-2 w-1/3 animate-pulse rounded-full bg-brand-500" />
      </div>
    </div>
  );
}
