/**
 * Turns the request's template / region / language into what the renderers need, refusing
 * unknown values with the allowed lists (the API validates first; this guards other callers).
 */
import { AppError } from '../../errors';
import { resolveLanguage, type CvLanguage } from './languages';
import { REGIONS, resolveRegion, type RegionProfile } from './regions';
import { TEMPLATE_STYLES, type TemplateStyle } from './template-styles';
import { isTemplate, TEMPLATES } from './templates';

export interface RenderOptions {
  template: string;
  /** ISO 3166-1 alpha-2 code, e.g. "US", "DE" */
  region: string;
  /** ISO 639-1; headings fall back to English when we do not have the language */
  language?: string | null;
  /** recorded as the document's creation date; pass it for reproducible output */
  generatedAt?: Date;
}

export interface ResolvedRenderOptions {
  style: TemplateStyle;
  region: RegionProfile;
  language: CvLanguage;
  generatedAt: Date;
}

export function resolveRenderOptions(opts: RenderOptions): ResolvedRenderOptions {
  if (!isTemplate(opts.template)) {
    throw new AppError('unknown_template', `Unknown template "${String(opts.template).slice(0, 40)}"; allowed: ${TEMPLATES.join(', ')}`);
  }
  const region = resolveRegion(opts.region);
  if (!region) {
    throw new AppError('unknown_region', `Unknown region "${String(opts.region).slice(0, 40)}"; allowed: ${REGIONS.join(', ')}`);
  }
  return {
    style: TEMPLATE_STYLES[opts.template],
    region,
    language: resolveLanguage(opts.language),
    generatedAt: opts.generatedAt ?? new Date(),
  };
}
