/**
 * Reads POST /generations in either form: JSON naming an analysis, or multipart with a CV file.
 * Template, region and language are checked here so a bad value costs nothing.
 */
import type { z } from 'zod';
import type { UploadReading } from '../engine/cv/extract';
import type { ParsedCv } from '../engine/cv/types';
import { runEngineTask } from '../engine/pool';
import { uploadedFile } from '../api/multipart';
import type { CreateGenerationForm, CreateGenerationJson, GenerationOptions } from '../schemas/generation';
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

/** The create's validated body (lib/api/request-input.ts): JSON naming an analysis, or multipart with a file. */
export type GenerationBody =
  | { json: z.output<typeof CreateGenerationJson>; form?: undefined }
  | { form: z.output<typeof CreateGenerationForm>; json?: undefined };

export async function readGenerationRequest(body: GenerationBody): Promise<GenerationRequest> {
  if (body.form) {
    const { file: upload, ...options } = body.form;
    checkChoices(options);
    const file = await uploadedFile(upload);
    const { reading, parsed } = await runEngineTask('checkUpload', { bytes: file.bytes, options: { fileName: file.name, ocr: ocrSettings() }, parse: true });
    return { options, template: options.template, region: options.region, source: { kind: 'upload', fileName: file.name, bytes: file.bytes, reading, parsed } };
  }
  const analysisId = body.json.analysisId ?? body.json.analysis_id;
  if (!analysisId) throw invalidParams();
  checkChoices(body.json);
  return { options: body.json, template: body.json.template, region: body.json.region, source: { kind: 'analysis', analysisId } };
}
