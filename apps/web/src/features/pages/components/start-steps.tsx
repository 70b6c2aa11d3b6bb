import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import type { TMessageKey } from '../../../lib/i18n/translate';
import { PANEL_CLASS } from './page-styles';

export interface TStartStep {
  title: TMessageKey;
  body: TMessageKey;
}

interface TStartStepsProps {
  title: TMessageKey;
  steps: readonly TStartStep[];
  note?: TMessageKey;
  cta: TMessageKey;
}

/** One audience's numbered path from sign-up to a first sale or purchase, ending in a sign-up button. */
export function StartSteps({ title, steps, note, cta }: TStartStepsProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${PANEL_CLASS} flex flex-col p-5 sm:p-8`}>
      <h2 id={titleId} className="text-2xl font-bold text-white">
        {t(title)}
      </h2>
      <ol className="mt-6 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-white">{t(step.title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-pretty text-zinc-300">{t(step.body)}</p>
            </div>
          </li>
        ))}
      </ol>
      {note && (
        <p className="mt-6 rounded-xl border border-brand-700/60 bg-brand-950/60 p-4 text-sm leading-relaxed text-zinc-200">
          {t(note)}
        </p>
      )}
      <div className="mt-auto pt-8">
        <ButtonLink to="/signup" className="w-full sm:w-auto">
          {t(cta)}
        </ButtonLink>
      </div>
    </section>
  );
}
