import type { Metadata } from 'next';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { requireUser } from '@/lib/auth/current-member';
import { createFirstOrganization } from './actions';

export const metadata: Metadata = { title: 'No organisation' };

export default async function NoOrganizationPage() {
  await requireUser();
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">You are not in an organisation</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">Ask an owner to invite you, or start a new organisation on the Free plan.</p>
      <form action={createFirstOrganization} className="space-y-4">
        <Field id="name" label="Organisation name">
          <input id="name" name="name" className={inputStyles} maxLength={100} />
        </Field>
        <SubmitButton className="w-full">Create organisation</SubmitButton>
      </form>
    </>
  );
}
