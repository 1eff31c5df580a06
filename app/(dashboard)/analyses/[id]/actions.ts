'use server';
import { getDb } from '@/db/index';
import { analysisStatusFor } from '@/lib/dashboard/result-lists';
import { requireMember } from '@/lib/auth/current-member';
import { actionErrorMessage } from '@/lib/dashboard/action-error';
import { readNextStep, startNextStep } from '@/lib/dashboard/next-steps';
import { requestOrigin } from '@/lib/dashboard/request-origin';
import { invalidParams } from '@/lib/errors';
import { isUuid } from '@/lib/ids';
import { redirect } from 'next/navigation';

/** Polled by the analysis page while the analysis is processing. */
export async function analysisStatusAction(id: string): Promise<string | null> {
  const { actor } = await requireMember();
  if (!isUuid(id)) return null;
  return analysisStatusFor(getDb(), actor.organizationId, id);
}

export interface NextStepState {
  error?: string;
}

/** Starts interview questions, a skill-gap report or an improved CV, then opens its page. */
export async function startNextStepAction(analysisId: string, _prev: NextStepState, form: FormData): Promise<NextStepState> {
  const { actor } = await requireMember();
  let href: string;
  try {
    if (!isUuid(analysisId)) throw invalidParams();
    href = await startNextStep(getDb(), actor, analysisId, readNextStep(form), await requestOrigin());
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
  redirect(href);
}
