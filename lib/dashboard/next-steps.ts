/**
 * What a completed analysis leads to in the dashboard: interview questions, a skill-gap report
 * and an improved CV, made by the same services as the API and charged alike (without an API key).
 */
import { z } from 'zod';
import type { Db } from '../../db/index';
import { createGeneration } from '../generations/create-generation';
import { LANGUAGES } from '../engine/render/languages';
import { REGIONS } from '../engine/render/regions';
import { TEMPLATES } from '../engine/render/templates';
import { createInterviewPrep } from '../interview-preps/interview-preps';
import { createSkillGap } from '../skill-gaps/skill-gaps';
import { invalidParams } from '../errors';
import { validated } from '../api/request-input';
import { CreateGenerationJson } from '../schemas/generation';
import { CreateInterviewPrepBody } from '../schemas/interview-prep';
import { CreateSkillGapBody } from '../schemas/skill-gap';
import { wholeOrganisation, type Actor } from '../organizations/actor';

export const NextStepForm = z.discriminatedUnion('step', [
  z.object({ step: z.literal('interview-prep') }),
  z.object({ step: z.literal('skill-gap'), target_role: z.string().trim().max(200).optional() }),
  z.object({
    step: z.literal('generation'),
    template: z.enum(TEMPLATES),
    // '' leaves them to the API's defaults (read from the CV), as an omitted field does
    region: z.union([z.literal(''), z.enum(REGIONS)]).optional(),
    language: z.union([z.literal(''), z.enum(LANGUAGES)]).optional(),
  }),
]);
export type NextStep = z.infer<typeof NextStepForm>;

/** the step's request, validated as the API validates the same create's JSON body */
const json = <S extends z.ZodType>(schema: S, value: z.input<S>) => ({ json: validated(schema, value) });
/** every create answers with the new record's id, whether it is ready (201) or still being made (202) */
const idOf = (r: { body: { id: string } }) => r.body.id;

/** Starts the step for the analysis and returns the page that shows its result (or its progress). */
export async function startNextStep(db: Db, actor: Actor, analysisId: string, input: NextStep, origin: string): Promise<string> {
  const request = { tenant: wholeOrganisation(actor.organizationId), apiKeyId: null };
  switch (input.step) {
    case 'interview-prep': {
      const r = await createInterviewPrep(db, { ...request, body: json(CreateInterviewPrepBody, { analysis_id: analysisId }) });
      return `/interview-preps/${idOf(r)}`;
    }
    case 'skill-gap': {
      const r = await createSkillGap(db, { ...request, body: json(CreateSkillGapBody, { analysis_id: analysisId, target_role: input.target_role || undefined }) });
      return `/skill-gaps/${idOf(r)}`;
    }
    case 'generation': {
      const r = await createGeneration(db, { ...request, body: json(CreateGenerationJson, { analysis_id: analysisId, template: input.template, region: input.region || undefined, language: input.language || undefined }), origin });
      return `/generations/${idOf(r)}`;
    }
  }
}

/** The form's fields as a step, or a 400 with the usual message. */
export function readNextStep(form: FormData): NextStep {
  const parsed = NextStepForm.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  if (!parsed.success) throw invalidParams();
  return parsed.data;
}
