import { loginPath } from '@beatpasal/shared/routing';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';

/** /library is public (spec §2.1); a visitor is invited to sign in rather than sent away. */
export function LibrarySignIn() {
  const t = useT();
  return (
    <section
      aria-labelledby="library-sign-in"
      className="mx-auto max-w-lg rounded-3xl border border-zinc-800 bg-zinc-900 p-8 text-center"
    >
      <h2 id="library-sign-in" className="text-xl font-bold text-white">
        {t('catalogue.library.signInTitle')}
      </h2>
      <p className="mt-3 text-zinc-300">{t('catalogue.library.signInBody')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={loginPath('/library')}>{t('catalogue.library.login')}</ButtonLink>
        <ButtonLink to="/signup" variant="secondary">
          {t('catalogue.library.signup')}
        </ButtonLink>
      </div>
    </section>
  );
}
