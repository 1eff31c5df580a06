/**
 * Reads POST /generations in either form: JSON naming an analysis, or multipart with a CV file.
 * Template, region and language are checked here so a bad value costs nothing.
 */
import { z } from 'zod';
import { extractDocument } from '../analysis/extract';
import type { ExtractedDocument } from '../analysis/types';
import { fileField, formFields, parseMultipart, requireJson } from '../api/multipart';
import { CreateGenerationJson, GenerationOptions } from '../api/schemas/generation';
import { AppError, invalidParams } from '../errors';
import { REGIONS, resolveRegion } from '../generation/regions';
import { isTemplate, TEMPLATES } from '../generation/templates';

export interface GenerationRequest {
  options: z.infer<typeof GenerationOptions>;
  template: string | undefined;
  region: string | undefined;
  source: { kind: 'analysis'; analysisId: string } | { kind: 'upload'; fileName: string; bytes: Uint8Array; document: ExtractedDocument };
}

function checkChoices(o: z.infer<typeof GenerationOptions>) {
  if (o.template !== undefined && !isTemplate(o.template)) {
    throw new AppError(400, `Unknown template "${o.template}"; allowed values: ${TEMPLATES.join(', ')}`, 'unknown_template');
  }
  if (o.region !== undefined && !resolveRegion(o.region)) {
    throw new AppError(400, `Unknown region "${o.region}"; allowed values: ${REGIONS.join(', ')}`, 'unknown_region');
  }
}

export async function readGenerationRequest(body: Uint8Array, contentType: string | null): Promise<GenerationRequest> {
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    const form = await parseMultipart(body, contentType);
    const file = await fileField(form, 'file');
    const options = formFields(form, GenerationOptions);
    if (!file || !options.success) throw invalidParams();
    checkChoices(options.data);
    const document = await extractDocument(file.bytes, { fileName: file.name });
    return {
      options: options.data,
      template: options.data.template,
      region: options.data.region,
      source: { kind: 'upload', fileName: file.name, bytes: file.bytes, document },
    };
  }
  const parsed = CreateGenerationJson.safeParse(await requireJson(body, contentType));
  if (!parsed.success) throw invalidParams();
  const analysisId = parsed.data.analysisId ?? parsed.data.analysis_id;
  if (!analysisId) throw invalidParams();
  checkChoices(parsed.data);
  return { options: parsed.data, template: parsed.data.template, region: parsed.data.region, source: { kind: 'analysis', analysisId } };
}
