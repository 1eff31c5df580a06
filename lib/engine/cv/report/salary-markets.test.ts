import { describe, expect, it } from 'vitest';
import { analyseCv } from '../index';

const cv = (place: string, phone: string) => `Adaeze Okafor
${place} | adaeze.okafor@example.com | ${phone}

Experience
Warehouse Supervisor, Jumia Logistics — 2015 – Present
- Led a team of 25 pickers and packers across two shifts
- Cut order errors by 30% with barcode scanning

Skills
Warehouse management, SAP, Excel, Forklift operation
`;

const salary = async (place: string, phone: string) =>
  (await analyseCv(new TextEncoder().encode(cv(place, phone)), { fileName: 'cv.txt', targetRole: 'Warehouse Supervisor', now: new Date('2026-11-01T00:00:00Z') })).result
    .salary_intelligence;

describe('salary markets', () => {
  it('values only credentials issued in the CV\'s country when it prices the CV\'s own title', async () => {
    const text = `Corinne Baumgartner
8008 Zürich | corinne.b@example.ch | +41 79 456 21 87

Berufserfahrung
HR Business Partner, Kuehne + Nagel AG — 04/2020 – heute
- Betreuung von 450 Mitarbeitenden in Logistik und IT.

Kompetenzen
Rekrutierung, Arbeitsrecht, Abacus
`;
    const s = (await analyseCv(new TextEncoder().encode(text), { fileName: 'cv.txt', targetRole: '', now: new Date('2026-11-01T00:00:00Z') })).result.salary_intelligence;
    const said = s.salary_drivers.map((d) => d.explanation).join(' ');
    // SHRM-CP and PHR are US credentials, CIPD a British and Irish one
    expect(said).not.toMatch(/SHRM|PHR|CIPD/);
  });

  it('prices a CV in its own market when there is data for it', async () => {
    const s = await salary('Milan, Italy', '+39 333 123 4567');
    expect(s.primary_region).toBe('IT');
    expect(s.estimated_range.currency).toBe('EUR');
  });

  it('gives a market without data no range, says so plainly, and keeps other markets as references', async () => {
    const s = await salary('Amsterdam, Netherlands', '+31 6 12345678');
    expect(s.primary_region).toBe('NL');
    expect(s.estimated_range).toMatchObject({ min: 0, max: 0, currency: 'EUR' });
    expect(s.global_ranges.map((g) => g.country)).toContain('US');
    expect(s.salary_drivers.find((d) => d.factor === 'Market without salary data')?.explanation).toMatch(
      /no salary estimate for the Netherlands \(NL; CV location: Amsterdam.*ILOSTAT's earnings series has no observation for it.*as a reference only/,
    );
    expect(s.salary_drivers.find((d) => d.factor === 'Pay data')).toBeUndefined();
  });

  it('prices a CV in Japan in yen from the National Tax Agency mean, with the method stated', async () => {
    const s = await salary('Tokyo, Japan', '+81 90 1234 5678');
    expect(s.primary_region).toBe('JP');
    expect(s.estimated_range.currency).toBe('JPY');
    expect(s.estimated_range.min).toBeGreaterThan(1_000_000);
    expect(s.salary_drivers.find((d) => d.factor === 'Pay data')?.explanation).toMatch(/National Tax Agency.*2023/);
  });

  it('prices no CV in Mexico or Nigeria, and says why: the data has their mean pay but not pay by occupation', async () => {
    for (const [place, phone, cc, name, currency] of [
      ['Guadalajara, Jalisco, México', '+52 33 1234 5678', 'MX', 'Mexico', 'MXN'],
      ['Lagos, Nigeria', '+234 803 123 4567', 'NG', 'Nigeria', 'NGN'],
    ]) {
      const s = await salary(place, phone);
      expect(s.primary_region, cc).toBe(cc);
      expect(s.estimated_range, cc).toMatchObject({ min: 0, max: 0, currency });
      expect(s.salary_drivers.find((d) => d.factor === 'Market without salary data')?.explanation, cc).toMatch(
        new RegExp(`no salary estimate for ${name} \\(${cc}.*mean pay of employees \\(ILOSTAT 20\\d\\d.*not pay by occupation`),
      );
    }
  });

  it('prices nurses in France and Germany on their national scales, not the wage model', async () => {
    const nurse = (place: string, phone: string, title: string) =>
      analyseCv(new TextEncoder().encode(`Camille Martin\n${place} | camille.martin@example.com | ${phone}\n\nExperience\n${title}, Centre Hospitalier — 2016 – Present\n- Cared for 10 patients per shift on a cardiology ward\n\nSkills\nPatient care, Medication administration\n`), {
        fileName: 'cv.txt',
        targetRole: 'Registered Nurse',
        now: new Date('2026-11-01T00:00:00Z'),
      }).then((r) => r.result.salary_intelligence);
    const fr = await nurse('Lyon, France', '+33 6 12 34 56 78', 'Infirmière');
    expect(fr.primary_region).toBe('FR');
    expect(fr.estimated_range).toMatchObject({ currency: 'EUR', min: 32000, max: 39000 });
    expect(fr.salary_drivers.find((d) => d.factor === 'Pay data')?.explanation).toMatch(/Pay scale: French public-hospital grid.*The level maps onto the steps and grades of the scale/);
    expect(fr.salary_drivers.find((d) => d.factor === 'Location')?.explanation).toMatch(/^Pay is estimated for France \(EUR 32,000–EUR 39,000\); the same role and level in the US pays USD/);
    const de = await nurse('Berlin, Germany', '+49 151 2345 6789', 'Pflegefachfrau');
    expect(de.primary_region).toBe('DE');
    expect(de.estimated_range).toMatchObject({ currency: 'EUR', min: 46000, max: 53000 });
    expect(de.salary_drivers.find((d) => d.factor === 'Pay data')?.explanation).toMatch(/Pay scale: German TVöD-P/);
  });

  it('prices no country whose mean pay is below half the US mean: an Indian senior engineer is not put at INR 4–5 lakh', async () => {
    const text = `Arjun Mehta
Bengaluru, Karnataka, India | arjun.mehta@example.in | +91 98450 12345

Experience
Senior Software Engineer, Flipkart — 2016 – Present
- Built order services in Java and Kafka handling 3 million orders a day

Skills
Java, Kafka, PostgreSQL, AWS
`;
    const s = (await analyseCv(new TextEncoder().encode(text), { fileName: 'cv.txt', targetRole: '', now: new Date('2026-11-01T00:00:00Z') })).result.salary_intelligence;
    expect(s.primary_region).toBe('IN');
    expect(s.estimated_range.max).toBe(0);
    expect(s.global_ranges.some((g) => g.range.currency === 'INR')).toBe(false);
    expect(s.salary_drivers.find((d) => d.factor === 'Market without salary data')?.explanation).toMatch(/no salary estimate for India \(IN.*below half the US mean/);
  });

  it('prices a Canadian software developer in Canadian dollars from Statistics Canada, with the method stated', async () => {
    const text = `Maya Tremblay
Toronto, ON, Canada | maya.tremblay@example.com | +1 416 555 0182

Experience
Software Developer, Shopify — 2018 – Present
- Built payment services in Go and PostgreSQL handling 2 million orders a day
- Cut checkout latency by 35% with caching

Skills
Go, Python, PostgreSQL, Kubernetes, AWS
`;
    const s = (await analyseCv(new TextEncoder().encode(text), { fileName: 'cv.txt', targetRole: 'Software Developer', now: new Date('2026-11-01T00:00:00Z') })).result
      .salary_intelligence;
    expect(s.primary_region).toBe('CA');
    expect(s.estimated_range.currency).toBe('CAD');
    const data = s.salary_drivers.find((d) => d.factor === 'Pay data')?.explanation;
    expect(data).toMatch(/Statistics Canada, Labour Force Survey, September 2024.*scaled by SOC 15-1252's US pay \(BLS OEWS May 2024.*\(2024\)/);
    expect(s.salary_drivers.find((d) => d.factor === 'Market without salary data')).toBeUndefined();
  });

  it('says why a country the statistics cover is unpriced all the same', async () => {
    const s = await salary('Monrovia, Liberia', '+231 77 123 4567');
    expect(s.primary_region).toBe('LR');
    expect(s.salary_drivers.find((d) => d.factor === 'Market without salary data')?.explanation).toMatch(/no salary estimate for Liberia \(LR.*mixes US dollars and Liberian dollars/);
  });

  it('prices a modelled country in its own currency: Austria in euros, Switzerland in francs', async () => {
    expect((await salary('Wien, Austria', '+43 664 123 4567')).estimated_range.currency).toBe('EUR');
    expect((await salary('Zürich, Switzerland', '+41 79 456 21 87')).estimated_range.currency).toBe('CHF');
  });

  it('states the occupation priced and the source and year of the figures', async () => {
    const s = await salary('Milan, Italy', '+39 333 123 4567');
    expect(s.salary_drivers.find((d) => d.factor === 'Occupation')?.explanation).toMatch(/Compared with .*O\*NET 53-10/);
    expect(s.salary_drivers.find((d) => d.factor === 'Pay data')?.explanation).toMatch(
      /ILOSTAT mean monthly earnings of employees in Italy, 20\d\d.*World Bank's 2021 PPP factor \(0\.6475 EUR per international \$\).*\(20\d\d\)/,
    );
  });
});
