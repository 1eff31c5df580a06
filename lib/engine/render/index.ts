/** CV generation: JSON Resume conversion, improvement, and PDF/DOCX rendering per template and region. */
export { toJsonResume, UNGROUPED_SKILLS } from './json-resume';
export { JsonResumeSchema, type JsonResume } from './json-resume-schema';
export { improveCv, type ImproveOptions } from './improve';
export type { SkillKnowledge } from './order-skills';
export { renderPdf } from './render-pdf';
export { renderDocx } from './render-docx';
export type { RenderOptions } from './render-options';
export { cvFileName } from './file-name';
export { REGIONS, resolveRegion, isRegion, documentTitle, type Region, type RegionProfile, type PaperSize } from './regions';
export { TEMPLATES, isTemplate, type Template } from './templates';
export { LANGUAGES, isLanguage, resolveLanguage, type CvLanguage } from './languages';
