import type { OAuthProviderInfo } from '@/lib/auth/oauth-providers';
import { buttonStyles } from './ui/button-styles';

/** One form per configured provider; renders nothing when none is configured. */
export function OAuthButtons({ providers, callbackUrl, action }: { providers: OAuthProviderInfo[]; callbackUrl: string; action: (form: FormData) => Promise<void> }) {
  if (!providers.length) return null;
  return (
    <div className="mt-6 space-y-3">
      <p className="text-center text-xs uppercase tracking-wide text-slate-500">or</p>
      {providers.map((p) => (
        <form key={p.id} action={action}>
          <input type="hidden" name="provider" value={p.id} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <button type="submit" className={`${buttonStyles.secondary} w-full`}>
            Continue with {p.name}
          </button>
        </form>
      ))}
    </div>
  );
}
