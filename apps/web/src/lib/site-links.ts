import type { TMessageKey } from './i18n/translate';

interface TSiteLink {
  labelKey: TMessageKey;
  href: string;
}

interface TLinkGroup {
  headingKey: TMessageKey;
  links: readonly TSiteLink[];
}

/** The footer's groups as the spec lists them (§2.2); Privacy appears under both. */
export const FOOTER_GROUPS: readonly TLinkGroup[] = [
  {
    headingKey: 'footer.groups.beatpasal',
    links: [
      { labelKey: 'footer.links.about', href: '/about' },
      { labelKey: 'footer.links.howToStart', href: '/how-to-start' },
      { labelKey: 'footer.links.privacy', href: '/privacy' },
      { labelKey: 'footer.links.faq', href: '/faq' },
    ],
  },
  {
    headingKey: 'footer.groups.support',
    links: [
      { labelKey: 'footer.links.contact', href: '/contact' },
      { labelKey: 'footer.links.dispute', href: '/dispute' },
    ],
  },
  {
    headingKey: 'footer.groups.legal',
    links: [
      { labelKey: 'footer.links.licensing', href: '/licensing' },
      { labelKey: 'footer.links.privacy', href: '/privacy' },
    ],
  },
];

export const SOCIAL_LINKS: readonly TSiteLink[] = [
  { labelKey: 'footer.social.facebook', href: 'https://www.facebook.com/beatpasal' },
  { labelKey: 'footer.social.instagram', href: 'https://www.instagram.com/beatpasal' },
  { labelKey: 'footer.social.youtube', href: 'https://www.youtube.com/@beatpasal' },
];
