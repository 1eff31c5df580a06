/** Year ranges inside achievements never open a job (issue #14). */
import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { isDatedEntryBullet } from './dated-bullets';
import { parseCv } from './index';
import { hasRangeInRunningText, hasRangeMidSentence } from './running-text-dates';

describe('year ranges inside achievements', () => {
  it.each([
    ['Led the 2016–2022 migration of group benefits claims', true],
    ['Ran reviews with underwriting between 2018–2021 and cut rework', true],
    ['Project lead for the 2016 – 2022 Guidewire migration', true],
    ['Software Engineer, Acme, 2016 – 2022', false],
    ['Ingeniero de software 2016 – 2022', false],
    ['Quality Systems India Pvt Ltd, Bangalore (Jul 2011 – Aug 2013)', false],
    ['Analyst, Acme, since Jan 2019', false],
  ])('%s: running text %s', (text, running) => {
    expect(hasRangeInRunningText(text)).toBe(running);
  });

  it('tells a sentence that goes on after its dates from one that closes on them', () => {
    expect(hasRangeMidSentence('Coordinator for the 2014–2015 clean-up of actuarial data')).toBe(true);
    expect(hasRangeMidSentence('Worked as a Trainee Tester at Sify Technologies from August 2013 to June 2015.')).toBe(false);
  });

  it('never opens a job at a bullet whose dates sit inside its sentence', () => {
    expect(isDatedEntryBullet('- Project lead for the 2016 – 2022 Guidewire migration')).toBe(false);
    expect(isDatedEntryBullet('• Quality Systems India Pvt Ltd, Bangalore (Jul 2011 – Aug 2013)')).toBe(true);
    const cv = parseCv(
      extractText(
        'Priya Raman\npriya@example.ca\n\nEXPERIENCE\nSenior Business Analyst\nManulife Financial, Toronto, ON\nJan 2016 – Present\n' +
          '• Key contributor to the 2016–2022 migration of claims\n- Project lead for the 2019 – 2020 broker portal\n• Reviewed claims\n' +
          'Coordinator for the 2014–2015 clean-up of actuarial data\n\nBusiness Analyst\nSun Life, Waterloo, ON\nSep 2012 – Dec 2015\n• Mapped workflows\n',
      ),
    );
    expect(cv.experience.map((e) => [e.title, e.bullets.length])).toEqual([['Senior Business Analyst', 4], ['Business Analyst', 1]]);
  });
});
