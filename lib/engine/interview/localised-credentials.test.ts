import { describe, expect, it } from 'vitest';
import { knowledge } from '../cv/knowledge';
import { NOW, nurseCv, nurseResult } from './fixtures/cvs';
import { generateInterviewPrep } from './generate';

describe('interview credentials', () => {
  it("asks for the credentials of the CV's country, as the report and the skill gap do", () => {
    const parsed = { ...nurseCv, contact: { ...nurseCv.contact, country: 'AU', phoneCountry: 'AU', phone: '0412 345 678' }, certifications: [] };
    const prep = generateInterviewPrep({ parsed, result: nurseResult, targetRole: 'Registered Nurse', targetIndustry: '', now: NOW }, knowledge);
    const text = JSON.stringify([prep.questions, prep.key_areas_to_probe]);
    expect(text).not.toMatch(/NCLEX|AFGSU|NMC registration/);
    expect(text).toMatch(/AHPRA/);
  });
});
