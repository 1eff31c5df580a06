'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** For a record still being made: says so and redraws the page every two seconds until it is not. */
export function RefreshWhileProcessing({ message }: { message: string }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), 2000);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <div role="status" aria-live="polite" className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-6">
      <p className="font-medium text-brand-700">{message}</p>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-white">
        <div className="h-2 w-1/3 animate-pulse rounded-full bg-brand-500" />
      </div>
    </div>
  );
}
