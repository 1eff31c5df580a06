'use client';
import { CopyButton } from '@/components/copy-button';
import { useKeptActionState } from '@/components/forms/use-kept-fields';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { createKeyAction, type CreateKeyState } from './actions';

interface Props {
  scopes: readonly string[];
  teams: { id: string; name: string }[];
  expiryChoices: readonly { value: string; label: string }[];
}

const NO_STATE: CreateKeyState = {};

export function CreateKeyForm({ scopes, teams, expiryChoices }: Props) {
  const { state, form } = useKeptActionState<CreateKeyState>(createKeyAction, NO_STATE);

  if (state.created) {
    return (
      <div className="space-y-4" data-testid="new-key">
        <Alert tone="warning">
          <strong>Copy this key now.</strong> It is shown only once: cvlens stores only a hash of it, so it cannot be shown again.
        </Alert>
        <div>
          <p className="text-sm font-medium text-slate-800">
            New key <span className="font-semibold">{state.created.name}</span>
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code aria-label="New API key" className="block min-w-0 flex-1 select-all break-all rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm">
              {state.created.key}
            </code>
            <CopyButton value={state.created.key} label="Copy key" />
          </div>
        </div>
        {/* a full page load, not a client navigation: it drops the key from memory */}
        <a href="/settings/api-keys" className={buttonStyles.secondary}>
          I have copied it
        </a>
      </div>
    );
  }

  return (
    <form {...form} className="space-y-5">
      {state.error && <Alert tone="error">{state.error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="key-name" label="Name">
          <input id="key-name" name="name" required maxLength={100} placeholder="e.g. Production server" className={inputStyles} />
        </Field>
        <Field id="key-team" label="Team" hint="A team key sees only its team's records.">
          <select id="key-team" name="teamId" className={inputStyles} defaultValue="">
            <option value="">Whole organisation</option>
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="key-expiry" label="Expires">
          <select id="key-expiry" name="expiresIn" className={inputStyles} defaultValue="">
            {expiryChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {scopes.map((s) => (
            <label key={s} className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
              <input type="checkbox" name="scopes" value={s} defaultChecked className="h-4 w-4 rounded border-slate-300 accent-brand-600" />
              <code className="text-slate-800">{s}</code>
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton pendingText="Creating…">Create key</SubmitButton>
    </form>
  );
}
