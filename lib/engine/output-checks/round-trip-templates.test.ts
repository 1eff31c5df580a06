/**
 * A user picks any template, so every template must write what reads back: each fixture CV's
 * improved CV goes through every template as PDF and DOCX and is read back by the engine, and
 * gives the same name, contacts, jobs, education and skills (the round-trip check of eval).
 * The eval's corpus runs rotate one template per CV to stay fast; this covers the rest.
 */
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../render/templates';
import { fixtureCvs } from './corpus';
import { roundTripChecks } from './round-trip-checks';
import { runOutputs } from './run-outputs';

const cvs = fixtureCvs();

describe('the fixtures round-trip through every template', () => {
  it('has fixtures to run', () => {
    expect(cvs.length).toBeGreaterThan(40);
  });

  // one test per CV, every template inside it: the analysis, the slow part, runs once per CV
  it.each(cvs.map((cv) => ({ id: cv.id, cv })))('$id', async ({ cv }) => {
    let outputs;
    try {
      outputs = await runOutputs(cv, { roundTrip: true, templates: TEMPLATES });
    } catch (err) {
      // a fixture the engine refuses (a scan, a hostile file) has no improved CV to send
      expect(cv.labels).toBeNull();
      throw err;
    }
    expect(outputs.readBack).toHaveLength(TEMPLATES.length * 2);
    const mismatches = roundTripChecks(outputs.parsed, outputs.improved, outputs.readBack).map((f) => `${f.where}: ${f.detail}`);
    expect(mismatches).toEqual([]);
  }, 60_000);
});
