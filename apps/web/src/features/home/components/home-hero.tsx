import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';

export function HomeHero() {
  const t = useT();
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden border-b border-zinc-800 bg-[radial-gradient(ellipse_at_top,var(--color-brand-950),transparent_70%)]"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-400">{t('home.eyebrow')}</p>
        <h1
          id="home-hero-title"
          className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold text-balance text-white sm:text-6xl"
        >
          {t('home.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-zinc-300">{t('home.tagline')}</p>
        <ul className="mt-10 grid gap-3 sm:max-w-2xl sm:grid-cols-2">
          <li>
            <ButtonLink to="/signup" size="lg" className="w-full flex-col gap-0 py-3">
              <span>{t('home.joinArtist')}</span>
              <span className="text-sm font-normal text-white">{t('home.joinArtistHint')}</span>
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to="/signup" variant="secondary" size="lg" className="w-full flex-col gap-0 py-3">
              <span>{t('home.joinBuyer')}</span>
              <span className="text-sm font-normal text-zinc-300">{t('home.joinBuyerHint')}</span>
            </ButtonLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
