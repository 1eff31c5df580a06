import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { categoryRows, keywordRowItems, keywordRows, skillColumns } from './keyword-rows';
import { parseCv } from './index';

describe('keywordRows', () => {
  it('reads a row of short names set apart by bars or dots', () => {
    expect(keywordRowItems('Site Safety | Cost Estimating & Bids | Crew Scheduling')).toEqual(['Site Safety', 'Cost Estimating & Bids', 'Crew Scheduling']);
    expect(keywordRowItems('Menu Design • Food Costing • HACCP • Vendor Relations')).toEqual(['Menu Design', 'Food Costing', 'HACCP', 'Vendor Relations']);
  });

  it('leaves contact lines, profile links, personal fields, job titles and sentences alone', () => {
    expect(keywordRowItems('12 Elm Street | Leeds, UK | jane@example.com')).toBeNull();
    expect(keywordRowItems('LinkedIn | GitHub | Portfolio')).toBeNull();
    expect(keywordRowItems('Visa Status: Citizen | Relocation: Yes | Notice: 1 month')).toBeNull();
    expect(keywordRowItems('Head Chef | Kitchen Manager | Catering Consultant')).toBeNull();
    expect(keywordRowItems('Cut waste by a third | trained the whole brigade on new menus | Won awards')).toBeNull();
    // where and how the candidate would work
    expect(keywordRowItems('London | United Kingdom | Remote')).toBeNull();
    expect(keywordRowItems('Senior Software Engineer | Berlin | Open to relocation')).toBeNull();
    expect(keywordRowItems('Berlin · Germany · EU citizen')).toBeNull();
    // two names are a pair, not a row
    expect(keywordRowItems('Menu Design | Food Costing')).toBeNull();
    // a headline: the post first, the credentials that back it after
    expect(keywordRowItems('HSE Engineer | NEBOSH IGC | OSHAD-SF')).toBeNull();
    expect(keywordRowItems('Python | Django | PostgreSQL | Docker')).toEqual(['Python', 'Django', 'PostgreSQL', 'Docker']);
  });

  it('reads a grid printed one or two marked names a line when three or more such lines run together', () => {
    expect(keywordRows(['Chef who loves seasonal food.', '♦ Menu Design', '♦ Food Costing ♦ HACCP', '♦ Vendor Relations', 'Ten years in kitchens.'])).toEqual([
      'Menu Design', 'Food Costing | HACCP', 'Vendor Relations',
    ]);
    // a lone marked name, or marked sentences, are no grid
    expect(keywordRows(['♦ Menu Design', 'Ten years in kitchens.'])).toEqual([]);
    expect(keywordRows(['• Led a brigade of twelve cooks.', '• Cut waste by a third.', '• Opened two sites.'])).toEqual([]);
    // steps of a site's feature list are written in sentence case
    expect(keywordRows(['Visitors can:', '• Register', '• Add recipes', '• Search for menus'])).toEqual([]);
  });

  it('lists the rows of a profile without a skills heading as skills, and a "Computer Skills:" line under activities', () => {
    const cv = parseCv(
      extractText(
        'Jane Doe\njane@example.com | 0113 496 0000\n\nProfile\nSite manager for housing schemes, strong in:\nSite Safety | Cost Estimating | Crew Scheduling\n\nExperience\nSite Manager, Acme Homes, 2019 – 2023\n- Built 40 homes.\n\nActivities\nVolunteer, Habitat Group, 2018\nComputer Skills: AutoCAD, Excel',
      ),
    );
    expect(cv.listedSkills).toEqual(['AutoCAD', 'Excel', 'Site Safety', 'Cost Estimating', 'Crew Scheduling']);
  });

  it('keeps a job\'s "Technologies:" line out of the listed skills', () => {
    const cv = parseCv(extractText('Jane Doe\njane@example.com\n\nExperience\nDeveloper, Acme Ltd, 2019 – 2023\nTechnologies: Kotlin, Gradle\n- Built the app.'));
    expect(cv.listedSkills).toEqual([]);
  });
});

describe('categoryRows (issue #14)', () => {
  it('reads a table of skills rows labelled with their categories under a heading that is not skills', () => {
    expect(categoryRows(['SKILLS Languages: Kotlin, Go.', 'IDE/Tools: IntelliJ, Postman', 'Database: PostgreSQL', 'Willing to relocate: Yes'])).toEqual([
      'SKILLS Languages: Kotlin, Go.', 'IDE/Tools: IntelliJ, Postman', 'Database: PostgreSQL',
    ]);
  });

  it('leaves a lone labelled row and rows of other fields alone', () => {
    expect(categoryRows(['Tools: hammer and chisel', 'Notice period: 1 month'])).toEqual([]);
    expect(categoryRows(['Nationality: Indian', 'Marital status: Single', 'Passport: Yes'])).toEqual([]);
    // spoken languages among the personal details
    expect(categoryRows(['Home Language: isiZulu', 'Other Languages: English, Afrikaans', 'Database: MySQL'])).toEqual([]);
  });

  it('lists the rows of such a table among the skills of a CV', () => {
    const cv = parseCv(
      extractText(
        'Meera Pillai\nmeera@example.com\n\nWORK EXPERIENCE\n\nTest Engineer\nAcme Systems - Pune\nJune 2015 to Present\n\nEDUCATION\n\nB.E. in Computer Engineering\nPune University - Pune, Maharashtra\n2011 to 2015\n\nADDITIONAL INFORMATION\n\nOperating Systems: Linux, Solaris\nTesting Tools: Selenium, JMeter\n',
      ),
    );
    expect(cv.listedSkills).toEqual(expect.arrayContaining(['Linux', 'Solaris', 'Selenium', 'JMeter']));
  });
});


describe('skillColumns', () => {
  const known = (name: string) => ['Python', 'PostgreSQL', 'Docker', 'Terraform', 'Kubernetes'].includes(name);

  it('reads a headless column of short names, lone marks between them, when most are known skills', () => {
    expect(skillColumns(['Backend developer with ten years of remote work.', 'o', 'Python', 'o', 'PostgreSQL', 'o', 'Docker', 'o', 'Terraform (AWS)', 'Looking for a team that ships weekly.'], known)).toEqual([
      'Python', 'PostgreSQL', 'Docker', 'Terraform (AWS)',
    ]);
  });

  it('leaves a header of name, post and town, and short runs, alone', () => {
    expect(skillColumns(['Jane Roe', 'Platform Engineer', 'Leeds, UK', 'Open to relocation', 'Kubernetes'], known)).toEqual([]);
    expect(skillColumns(['Python', 'Docker', 'Kubernetes', 'Ten years of shipping services.'], known)).toEqual([]);
  });
});
