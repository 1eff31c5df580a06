import Link from 'next/link';
import { auth } from '@/auth';
import { SiteHeader } from '@/components/site-header';
import { buttonStyles } from '@/components/ui/button-styles';
import { CodeBlock } from '@/components/docs/code-block';
import { FREE_ALLOWANCE } from '@/lib/billing/plans';
import { requestOrigin } from '@/lib/dashboard/request-origin';

const FEATURES = [
  ['17 scored dimensions', 'ATS compatibility and parse rate, impact, quantification, keywords, readability, career progression and more, each explained.'],
  ['Rewrites and keywords', 'Bullet rewrites before and after, missing and recommended keywords, red flags and contact fixes.'],
  ['Market intelligence', 'Salary ranges by country and experience level, and the roles the CV fits best.'],
  ['Interview preparation', 'Questions drawn from the CV, with what to listen for and follow-ups.'],
  ['Skill gaps', 'Readiness for a target role, a learning path with real resources and a timeline.'],
  ['Improved CVs', 'Regenerated CVs as PDF (and DOCX on Business) in five templates and regional conventions.'],
];

/** The first call, against the origin the page was served from. */
const example = (origin: string) => `curl -X POST ${origin}/api/v1/analyses \\
  -H "x-api-key: $CVLENS_API_KEY" \\
  -F file=@cv.pdf \\
  -F target_role="Backend Engineer"`;

export default async function Home() {
  const [session, origin] = await Promise.all([auth(), requestOrigin()]);
  return (
    <>
      <SiteHeader signedIn={!!session?.user} />
      <main id="main">
        <section className="bg-gradient-to-b from-brand-50 to-slate-50">
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
            <div>
              <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Resume analysis as an API</h1>
              <p className="mt-5 max-w-xl text-lg text-slate-700">
                Send a CV, get back scores, keywords, ATS issues, rewrites, salary and job matches in milliseconds. Then derive interview questions, skill-gap
                reports and improved CVs from it.
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link className={`${buttonStyles.primary} px-5 py-2.5 text-base`} href={session?.user ? '/dashboard' : '/sign-up'}>
                  {session?.user ? 'Open the dashboard' : 'Start free'}
                </Link>
                <Link className={`${buttonStyles.secondary} px-5 py-2.5 text-base`} href="/docs">
                  Read the API reference
                </Link>
              </div>
              <p className="mt-4 text-sm text-slate-600">Free plan: {FREE_ALLOWANCE}, no card.</p>
            </div>
            <div className="min-w-0 shadow-xl">
              <CodeBlock code={example(origin)} label="Example request" />
            </div>
          </div>
        </section>
        <section aria-labelledby="features" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="features" className="text-2xl font-semibold tracking-tight text-slate-900">What the API returns</h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(([title, text]) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}
