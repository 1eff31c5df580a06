'use client';
import { useId } from 'react';

/**
 * The dashboard's one modal frame: a native <dialog> opened with showModal() (focus kept inside,
 * Escape cancels), named by its title. Its colours come from the palette like every surface, so
 * it follows the theme the person chose, not only the system's.
 */
export function ModalDialog({ ref, title, children }: { ref: React.Ref<HTMLDialogElement>; title: React.ReactNode; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <dialog ref={ref} aria-labelledby={titleId} className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-left text-slate-900 shadow-xl backdrop:bg-black/50">
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{title}</h2>
        {children}
      </div>
    </dialog>
  );
}
