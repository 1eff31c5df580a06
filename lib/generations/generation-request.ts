/**
 * Reads POST /generations in either form: JSON naming an analysis, or multipart with a CV file.
 * Template, region and language are checked here so a bad value costs nothing.
 */
import { z } from 'zod';
import type { UploadReading } from '../engine/cv/extract';
import type { ParsedCv } from '../engine/cv/types';
import { runEngineTask } from '../engine/pool';
import { fileField, formFields, parseMultipart, requireJson } from '../api/multipart';
import { CreateGenerationJson, GenerationOptions } from '../schemas/generation';
import { ocrSettings } from '../env';
import { AppError, invalidParams } from '../errors';
import { REGIONS, resolveRegion } from '../engine/render/regions';
import { isTemplate, TEMPLATES } from '../engine/render/templates';

export interface GenerationRequest {
  options: z.infer<typeof GenerationOptions>;
  template: string | undefined;
  region: string | undefined;
  /** an upload is read as far as a request may: a scan is left to the job's OCR (parsed is then null) */
  source:
    | { kind: 'analysis'; analysisId: string }
    | { kind: 'upload'; fileName: string; bytes: Uint8Array; reading: UploadReading; parsed: ParsedCv | null };
}

function checkChoices(o: z.infer<typeof GenerationOptions>) {
  if (o.template !== undefined && !isTemplate(o.template)) {
    throw new AppError('unknown_template', `Unknown template "${o.template}"; allowed values: ${TEMPLATES.join(', ')}`);
  }
  if (o.region !== undefined && !resolveRegion(o.region)) {
    throw new AppError('unknown_region', `Unknown region "${o.region}"; allowed values: ${REGIONS.join(', ')}`);
  }
}

export async function readGenerationRequest(body: Uint8Array, contentType: string | null): Promise<GenerationRequest> {
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    const form = await parseMultipart(body, contentType);
    const file = await fileField(form, 'file');
    const options = formFields(form, GenerationOptions);
    if (!file || !options.success) throw invalidParams();
    checkChoices(options.data);
    const { reading, parsed } = await runEngineTask('checkUpload', { bytes: file.bytes, options: { fileName: file.name, ocr: ocrSettings() }, parse: true });
    return {
      options: options.data,
      template: options.data.template,
      region: options.data.region,
      source: { kind: 'upload', fileName: file.name, bytes: file.bytes, reading, parsed },
    };
  }
  const parsed = CreateGenerationJson.safeParse(await requireJson(body, contentType));
  if (!parsed.success) throw invalidParams();
  const analysisId = parsed.data.analysisId ?? parsed.data.analysis_id;
  if (!analysisId) throw invalidParams();
  checkChoices(parsed.data);
  return { options: parsed.data, template: parsed.data.template, region: parsed.data.region, source: { kind: 'analysis', analysisId } };
}
