import { afterEach, describe, expect, it } from 'vitest';
import { env, ocrSettings } from './env';
import { settingsOverride } from './testing/settings';

const settings = settingsOverride(['OCR_LANGUAGES', 'OCR_MAX_PAGES', 'OCR_MIN_CONFIDENCE', 'OCR_RECYCLE_MB']);
const withEnv = settings.set;

afterEach(() => settings.restore());

describe('OCR settings from the environment', () => {
  it('reads four languages, 4 pages and a 60% threshold by default', () => {
    withEnv({});
    expect(ocrSettings()).toEqual({ languages: ['eng', 'fra', 'deu', 'spa'], maxPages: 4, minConfidence: 60 });
  });

  it('takes fewer languages, another page limit and threshold', () => {
    withEnv({ OCR_LANGUAGES: 'eng+fra+eng', OCR_MAX_PAGES: '2', OCR_MIN_CONFIDENCE: '75' });
    expect(ocrSettings()).toEqual({ languages: ['eng', 'fra'], maxPages: 2, minConfidence: 75 });
  });

  it('refuses a language without shipped data, naming the setting', () => {
    withEnv({ OCR_LANGUAGES: 'eng+ita' });
    expect(() => env()).toThrow(/OCR_LANGUAGES/);
  });

  it('replaces a scan worker above 640 MB by default, or above the size set', () => {
    withEnv({});
    expect(env().OCR_RECYCLE_MB).toBe(640);
    withEnv({ OCR_RECYCLE_MB: '900' });
    expect(env().OCR_RECYCLE_MB).toBe(900);
  });

  it('refuses a recycle size under 256 MB, naming the setting', () => {
    withEnv({ OCR_RECYCLE_MB: '100' });
    expect(() => env()).toThrow(/OCR_RECYCLE_MB/);
  });
});
