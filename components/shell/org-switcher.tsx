'use client';
import { useRef } from 'react';

interface Org {
  id: string;
  name: string;
}

/** A plain form (works without JavaScript); with it, choosing an organisation submits at once. */
export function OrgSwitcher({ organizations, currentId, action }: { organizations: Org[]; currentId: string; action: (form: FormData) => Promise<void> }) {
  const form = useRef<HTMLFormElement>(null);
  if (organizations.length < 2) return <p className="px-3 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{organizations[0]?.name}</p>;
  return (
    <form ref={form} action={action} className="flex items-center gap-2 px-3">
      <label htmlFor="org-switcher" className="sr-only">
        Organisation
      </label>
      <select
        id="org-switcher"
        name="organizationId"
        defaultValue={currentId}
        onChange={() => form.current?.requestSubmit()}
        className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="text-sm">Switch</button>
      </noscript>
    </form>
  );
}
