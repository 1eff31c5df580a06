import { buttonStyles } from './button-styles';
import { inputStyles } from './field';

/** A GET form: the search is in the URL, works without JavaScript and keeps the other parameters (`keep`: a filter, a sort). */
export function SearchBox({ basePath, q, keep = {}, label }: { basePath: string; q?: string; keep?: Record<string, string | undefined>; label: string }) {
  return (
    <form role="search" action={basePath} method="get" className="mb-4 flex w-full max-w-sm gap-2 sm:w-auto">
      {Object.entries(keep).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      <label htmlFor="list-search" className="sr-only">{label}</label>
      <input id="list-search" name="q" type="search" defaultValue={q} maxLength={100} placeholder={label} className={`${inputStyles} min-w-0 sm:w-72`} />
      <button type="submit" className={buttonStyles.secondary}>Search</button>
    </form>
  );
}
