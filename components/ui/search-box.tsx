import { buttonStyles } from './button-styles';
import { inputStyles } from './field';

/** A GET form: the search is in the URL, works without JavaScript and keeps the status filter. */
export function SearchBox({ basePath, q, status, label }: { basePath: string; q?: string; status?: string; label: string }) {
  return (
    <form role="search" action={basePath} method="get" className="mb-4 flex w-full max-w-sm gap-2 sm:w-auto">
      {status && <input type="hidden" name="status" value={status} />}
      <label htmlFor="list-search" className="sr-only">{label}</label>
      <input id="list-search" name="q" type="search" defaultValue={q} maxLength={100} placeholder={label} className={`${inputStyles} min-w-0`} />
      <button type="submit" className={buttonStyles.secondary}>Search</button>
    </form>
  );
}
