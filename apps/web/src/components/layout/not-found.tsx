import { useT } from '../../lib/i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ButtonLink } from '../ui/button-link';

export function NotFound() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-5xl font-extrabold text-brand-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-white sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-zinc-300">{t('notFound.body')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
