import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseExperience } from './experience';
import { namesNonJob, namesWorkWithTools, readsAsNoName } from './job-field-evidence';

const jobs = (text: string) => parseExperience(extractText(text).lines).map((e) => `${e.title ?? '—'} @ ${e.employer ?? '—'}`);

describe('job field evidence', () => {
  it('reads names as names', () => {
    for (const name of ['Senior Software Engineer', 'Registered nurse', 'Managing Director', 'Translation project manager', 'Acme Inc.', 'Company Name inc.', 'Whole Foods Market: Plymouth Meeting', 'Oxford English Center- Palestine', 'Main Street Bank', 'Wall Street Journal', 'BOEING']) {
      expect(readsAsNoName(name), name).toBe(false);
    }
  });

  it('reads sentences, fragments, numbers, addresses and headings as no name', () => {
    for (const text of ['Separating the position and the company on two lines can', 'Provided p support to customers post sales', 'I successfully delivered the National Literacy', '0708', '1985-66', '4184 Peach Street', 'High Street', 'LECTURING/ TEACHING', 'TRAINING AND CONSULTING', 'Technology/Tools: Microsoft SharePoint', 'Certifications', 'Student Chapter President in', 'Co-taught introductory course to 18 students with university professor']) {
      expect(readsAsNoName(text), text).toBe(true);
    }
  });

  it('reads a deed done for a place as no name, and firms opening with such a verb as names', () => {
    for (const text of ['Co-coordinated Fine Arts Night for Milton Middle School', 'Organized Science Fair at Lincoln High School', 'Directed Spring Musical with Riverside Theatre Company']) {
      expect(readsAsNoName(text), text).toBe(true);
    }
    for (const text of ['Integrated Systems Ltd', 'Consolidated Edison of New York', 'Automated Logic Corporation', 'Center for Applied Research']) {
      expect(readsAsNoName(text), text).toBe(false);
    }
    const read = jobs('Experience\nEnglish Teacher, Lakeside Middle School, Springfield, 2001-2004\nTaught English 7 and 8\nCo-coordinated Arts Night for Lakeside Middle School');
    expect(read).toEqual(['English Teacher @ Lakeside Middle School']);
  });

  it('reads a section\'s name before a colon as a part of the section, not an employer', () => {
    expect(readsAsNoName('Professional Experience: 3D Rendering')).toBe(true);
    expect(readsAsNoName('Clinical Intern: The Center for Empowered Living')).toBe(false);
  });

  it('tells awards, memberships, theses, degrees and projects from jobs', () => {
    for (const text of ['Masters Thesis', 'Exchange Server Knowledge', 'Member of the Iraqi Bar Association', 'Information Sciences Concentration', 'Master of Arts', 'Pre-doctoral Fellowship Award in Clinical Research', 'RELEVANT HIGH SCHOOL STUDIES', 'Memberships']) {
      expect(namesNonJob(text), text).toBe(true);
    }
    for (const text of ['Member of Technical Staff', 'Project Manager', 'Business Analyst Special Projects', 'Team Member', 'Alumni Sharing Knowledge Program']) {
      expect(namesNonJob(text), text).toBe(false);
    }
  });

  it('keeps the jobs of an experience section and drops what is listed beside them', () => {
    const text = [
      'Promotions Assistant, Promostaff | Mar 2014 – Present',
      'Responsibilities & Achievements',
      '• Managed product research studies in supermarkets',
      '',
      'Masters Thesis, RFID Antenna Design for Container Management | 2011',
      'Member of the German Association of Arabic Laws | July 2011',
      '1985-66 | 1987 – 1988',
    ].join('\n');
    expect(jobs(text)).toEqual(['Promotions Assistant @ Promostaff']);
  });

  it('reads a piece of work with its tools in brackets as a project, a title with its tools as a post', () => {
    expect(['Portability of a mapping app (C++/Qt)', 'Shop front (PHP, MySQL)', 'Catalogue translation (using SDL Trados)'].filter(namesWorkWithTools)).toHaveLength(3);
    expect(['Freelance developer (C++/Qt, Android)', 'Acme Consulting (part-time)', 'Northwind (Leeds)', 'Research Assistant (Java/R)', 'TLM (L4 / L5 / L6)'].filter(namesWorkWithTools)).toEqual([]);
  });
});
