/**
 * Download file names such as "Ana_Silva_CV.pdf" or "Ana_Silva_Resume.pdf": ASCII only, because
 * Content-Disposition, e-mail clients and some ATS upload forms still mangle anything else.
 */
import { resolveLanguage } from './languages';
import { documentTitle, resolveRegion } from './regions';

/** Letters that Unicode does not decompose into a base letter plus accent. */
const LATIN_LETTERS: Record<string, string> = {
  Ł: 'L', ł: 'l', ß: 'ss', Æ: 'AE', æ: 'ae', Ø: 'O', ø: 'o', Đ: 'D', đ: 'd',
  Þ: 'Th', þ: 'th', Œ: 'OE', œ: 'oe', ı: 'i', Ħ: 'H', ħ: 'h', Ŋ: 'N', ŋ: 'n',
};

export function cvFileName(name: string, ext: 'pdf' | 'docx', region: string, language?: string | null): string {
  const profile = resolveRegion(region);
  const title = profile ? documentTitle(profile, resolveLanguage(language ?? profile.defaultLanguage)) : 'CV';
  const stem = [asciiWords(name), asciiWords(title)].filter(Boolean).join('_');
  return `${stem}.${ext}`;
}

function asciiWords(text: string): string {
  return text
    .replace(/[^\u0000-\u007f]/g, (ch) => LATIN_LETTERS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
