/** Renders a JSON Resume as a PDF in one of the templates, for a region and language. */
import { buildCvView } from './cv-view';
import type { JsonResume } from './json-resume-schema';
import { pdfCvDocument } from './pdf-cv';
import { bulletMarkerWidth, registerPdfFonts } from './pdf-fonts';
import { pdfStyles } from './pdf-styles';
import { loadReactPdf } from './react-pdf';
import { resolveRenderOptions, type RenderOptions } from './render-options';

export async function renderPdf(cv: JsonResume, opts: RenderOptions): Promise<Buffer> {
  const { style, region, language, generatedAt } = resolveRenderOptions(opts);
  const pdf = await loadReactPdf();
  registerPdfFonts(pdf);
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
