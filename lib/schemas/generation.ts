import { z } from 'zod';
import { CreateMeta, listOf, Timestamp, Uuid } from './common';

import { REGIONS, TEMPLATES } from './generation-options';

export { REGIONS, TEMPLATES };

// its lifetime is a setting (DOWNLOAD_URL_TTL_SECONDS), stated in the operations' descriptions
const SignedUrl = z.string().meta({ description: 'HMAC-signed link that needs no API key and expires (see the operation)' });

export const GenerationCreated = z
  .object({
    id: Uuid,
    pdf_url: SignedUrl,
    docx_url: SignedUrl.nullable().meta({ description: 'Business plan only; null on other plans' }),
    meta: CreateMeta,
  })
  .meta({ id: 'GenerationCreated' });

/** The 202 of a generation whose job has not finished within the wait (a scan is read first): poll the record. */
export const GenerationProcessing = z
  .object({ id: Uuid, status: z.literal('processing'), pdf_url: z.null(), docx_url: z.null(), meta: CreateMeta })
  .meta({ id: 'GenerationProcessing' });

const StructuredCv = z
  .record(z.string(), z.unknown())
  .nullable()
  .meta({ description: 'The CV in the JSON Resume schema (jsonresume.org): basics, work, education, skills, languages, certificates, projects' });

export const Generation = z
  .object({
    id: Uuid,
    analysis_id: Uuid,
    template_type: z.string().meta({ example: 'executive' }),
    region: z.string().meta({ example: 'GB' }),
    language: z.string().meta({ example: 'en' }),
    target_role: z.string(),
    target_industry: z.string(),
    structured_cv: StructuredCv,
    improved_cv: StructuredCv,
    pdf_url: SignedUrl,
    docx_url: SignedUrl.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'Generation' });

export const GenerationListItem = Generation.pick({
  id: true,
  analysis_id: true,
  template_type: true,
  region: true,
  target_role: true,
  target_industry: true,
  created_at: true,
}).meta({ id: 'GenerationListItem' });

export const GenerationList = listOf(GenerationListItem).meta({ id: 'GenerationList' });

const optional = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

/** Both request forms share these options; unknown template/region get a message listing the allowed values. */
export const GenerationOptions = z.object({
  template: optional(z.string().trim().toLowerCase().max(40)).meta({ description: `One of ${TEMPLATES.join(', ')}`, example: 'modern' }),
  region: optional(z.string().trim().toUpperCase().max(10)).meta({ description: `Two-letter country code, one of ${REGIONS.join(', ')}`, example: 'GB' }),
  language: optional(z.string().trim().toLowerCase().regex(/^[a-z]{2}(-[a-z]{2})?$/)),
  target_role: optional(z.string().trim().min(1).max(200)),
  target_industry: optional(z.string().trim().max(200)),
});

export const CreateGenerationJson = GenerationOptions.extend({
  analysisId: optional(Uuid),
  analysis_id: optional(Uuid),
}).meta({ id: 'CreateGenerationJson', description: '`analysisId` (or `analysis_id`): a completed analysis of the organisation' });

/** The multipart form: the same options beside a CV file. */
export const CreateGenerationForm = GenerationOptions.extend({
  file: z.file().meta({ description: 'The CV, as for POST /analyses: a text file, or a scan or photo read by OCR' }),
}).meta({ id: 'CreateGenerationForm' });
