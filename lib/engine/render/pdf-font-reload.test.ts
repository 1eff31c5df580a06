/**
 * Renders stay exact after many renders in one process: react-pdf's shared font objects once
 * gave an embedded subset a wrong character map after some documents ("Zürich" read back as
 * ")ürich"), so every render reloads its faces, and renders take turns.
 */
import { describe, expect, it } from 'vitest';
import { toJsonResume } from './json-resume';
import { readPdf } from './read-rendered';
import { renderPdf } from './render-pdf';
import { TEMPLATES } from './templates';
import { ANA_SILVA, LUKASZ_ZRODLO } from './test-fixtures';

const generatedAt = new Date('2026-01-15T10:00:00Z');

describe('renderPdf in a long-running process', () => {
  it('keeps every letter of the text layer after many renders, renders started together included', async () => {
    const others = [ANA_SILVA, LUKASZ_ZRODLO].flatMap((cv) => TEMPLATES.map((template) => ({ cv: toJsonResume(cv), template })));
    // started together: they take turns, none sees another's faces unloaded
    await Promise.all([...others, ...others].map(({ cv, template }) => renderPdf(cv, { template, region: 'DE', language: 'de', generatedAt })));
    const cv = toJsonResume(ANA_SILVA);
    cv.work[0] = { ...cv.work[0], name: 'Zürich Insurance Quartz Jukebox' };
    for (const template of TEMPLATES) {
      const { text } = await readPdf(await renderPdf(cv, { template, region: 'CH', language: 'de', generatedAt }));
      expect(text).toContain('Zürich Insurance Quartz Jukebox');
    }
  }, 120_000);
});
