import { useT } from '../../../lib/i18n/i18n';
import type { TMessageKey } from '../../../lib/i18n/translate';

const STEPS: readonly { titleKey: TMessageKey; bodyKey: TMessageKey }[] = [
  { titleKey: 'home.steps.uploadTitle', bodyKey: 'home.steps.uploadBody' },
  { titleKey: 'home.steps.discoverTitle', bodyKey: 'home.steps.discoverBody' },
  { titleKey: 'home.steps.buyTitle', bodyKey: 'home.steps.buyBody' },
];

export function HowItWorks() {
  const t = useT();
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="mx-auto max-w-6xl px-4 py-14 [contain-intrinsic-size:auto_600px] [content-visibility:auto] sm:px-6"
    >
      <h2 id="how-it-works-title" className="text-2xl font-bold text-white">
        {t('home.stepsTitle')}
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.titleKey} className="rounded-2xl border border-zinc-800 bg-zinc-900 p-5">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-white">{t(step.titleKey)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-zinc-300">{t(step.bodyKey)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
