/** Renders a JSON Resume as a PDF in one of the templates, for a region and language. */
import { buildCvView } from './cv-view';
import type { JsonResume } from './json-resume-schema';
import { pdfCvDocument } from './pdf-cv';
import { bulletMarkerWidth, registerPdfFonts, reloadPdfFonts } from './pdf-fonts';
import { pdfStyles } from './pdf-styles';
import { loadReactPdf } from './react-pdf';
import { resolveRenderOptions, type RenderOptions } from './render-options';

/** The render in progress: renders take turns (see below). */
let previous: Promise<unknown> = Promise.resolve();

/**
 * Renders one at a time, each with freshly loaded fonts. react-pdf keeps one fontkit object per
 * registered face for the whole process, and after some documents its glyph caches give an
 * embedded subset the wrong character map: "Zürich" is drawn right but reads back as ")ürich",
 * so an ATS reads a letter the CV does not have. Reloading the (small, subset) faces per render
 * avoids it; taking turns keeps one render from unloading the faces another is using.
 */
export function renderPdf(cv: JsonResume, opts: RenderOptions): Promise<Buffer> {
  const run = previous.then(() => renderOne(cv, opts));
  previous = run.catch(() => undefined);
  return run;
}

async function renderOne(cv: JsonResume, opts: RenderOptions): Promise<Buffer> {
  const { style, region, language, generatedAt } = resolveRenderOptions(opts);
  const pdf = await loadReactPdf();
  registerPdfFonts(pdf);
  await reloadPdfFonts(pdf);
  const view = buildCvView(cv, region, language, style.sectionOrder);
  const markerWidth = await bulletMarkerWidth(pdf, style.bodyFamily, style.bodySize);
  const document = pdfCvDocument(pdf, {
    view,
    styles: pdfStyles(style, markerWidth),
    template: style,
    paper: region.paper,
    language,
    generatedAt,
  });
  return pdf.renderToBuffer(document);
}
