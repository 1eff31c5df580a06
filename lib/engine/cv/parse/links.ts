export interface Links {
  linkedin: string | null;
  github: string | null;
  website: string | null;
}

const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\p{L}\d\-_%.]+/iu;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[A-Za-z\d-]+/i;
const URL_LIKE = /(?<![@\p{L}\d.-])(?:https?:\/\/)?(?:www\.)?[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|io|dev|me|net|org|co|uk|de|fr|es|pt|br|in|au|ca|pl|nl|ie|app|design|page|site|xyz|tech|info|portfolio)(?:\/[^\s|,;)]*)?(?![\p{L}\d@])/giu;

/** Profile URLs are reported without scheme, "www." or trailing slash: "linkedin.com/in/jane-doe". */
export function normalizeUrl(url: string): string {
  const bare = url.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/^[a-z]{2}\.linkedin/i, 'linkedin');
  // trailing slashes and dots, trimmed by a loop: `/[/.]+$/` rescans a run of dots from every position
  let end = bare.length;
  while (end > 0 && (bare[end - 1] === '/' || bare[end - 1] === '.')) end--;
  return bare.slice(0, end);
}

export function findLinks(text: string): Links {
  const linkedin = text.match(LINKEDIN)?.[0];
  const github = text.match(GITHUB)?.[0];
  const website = [...text.matchAll(URL_LIKE)]
    .map((m) => m[0])
    .find((url) => !/linkedin\.com|github\.com/i.test(url));
  return {
    linkedin: linkedin ? normalizeUrl(linkedin) : null,
    github: github ? normalizeUrl(github) : null,
    website: website ? normalizeUrl(website) : null,
  };
}
