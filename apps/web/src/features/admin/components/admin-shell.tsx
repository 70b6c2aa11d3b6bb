import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { TMessageKey } from '../../../lib/i18n/translate';

const SECTIONS: { to: string; labelKey: TMessageKey }[] = [
  { to: '/admin', labelKey: 'admin.nav.home' },
  { to: '/admin/reports', labelKey: 'admin.nav.reports' },
  { to: '/admin/audit', labelKey: 'admin.nav.audit' },
  { to: '/admin/users', labelKey: 'admin.nav.accounts' },
  { to: '/admin/disputes', labelKey: 'admin.nav.disputes' },
  { to: '/admin/refunds', labelKey: 'admin.nav.refunds' },
  { to: '/admin/takedowns', labelKey: 'admin.nav.takedowns' },
  { to: '/admin/contact', labelKey: 'admin.nav.contact' },
  { to: '/admin/appeals', labelKey: 'admin.nav.strikes' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium ${isActive ? 'bg-zinc-800 text-white' : 'text-zinc-300 hover:text-white'}`;

/** The frame of every admin page: its section links, a title and an introduction. */
export function AdminShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <nav aria-label={t('admin.nav.sections')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.to === '/admin'} className={linkClass}>
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{title}</h1>
      <p className="mt-2 text-zinc-300">{intro}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
