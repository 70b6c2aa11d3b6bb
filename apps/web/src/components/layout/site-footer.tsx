import { useId, type ReactNode } from 'react';
import { Link } from '../ui/link';
import { useT } from '../../lib/i18n/i18n';
import type { TMessageKey } from '../../lib/i18n/translate';
import { FOOTER_GROUPS, SOCIAL_LINKS } from '../../lib/site-links';

const LINK_CLASS = 'inline-flex min-h-8 items-center text-sm text-zinc-300 hover:text-white hover:underline';

function FooterGroup({ headingKey, children }: { headingKey: TMessageKey; children: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
        {t(headingKey)}
      </h2>
      <ul className="mt-2 space-y-1">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t border-zinc-800 bg-zinc-950 [contain-intrinsic-size:auto_500px] [content-visibility:auto]">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_GROUPS.map((group) => (
            <FooterGroup key={group.headingKey} headingKey={group.headingKey}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={LINK_CLASS}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </FooterGroup>
          ))}
          <FooterGroup headingKey="footer.groups.social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                  {t(link.labelKey)}
                  <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </FooterGroup>
        </nav>
        <p className="mt-10 max-w-2xl text-xs leading-relaxed text-zinc-400">{t('footer.notice')}</p>
        <p className="mt-2 text-xs text-zinc-400">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
