import Link from 'next/link';

export default function Home() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight">cvlens</h1>
      <p className="mt-4 text-lg text-slate-600">
        Resume analysis as an API: 17 scored dimensions, keywords and ATS issues, bullet rewrites, salary and job
        matches, interview questions, skill-gap learning paths and improved CVs as PDF or DOCX.
      </p>
      <div className="mt-8 flex gap-4">
        <Link className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700" href="/docs">
          API reference
        </Link>
        <a className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-white" href="/api/v1/openapi.json">
          OpenAPI document
        </a>
      </div>
    </main>
  );
}
