import { accountsEn } from './en-accounts';
import { accountActionsEn } from './en-account-actions';
import { catalogueEn } from './en-catalogue';
import { disputesEn } from './en-disputes';
import { messagesEn } from './en-messages';
import { offersEn } from './en-offers';
import { purchasesEn } from './en-purchases';
import { reportsEn } from './en-reports';
import { studioEn } from './en-studio';
// Issue 30 §5, a paid sale stays paid (decision 066).
import { paidSalesEn } from './en-paid-sales';
import { licencesEn } from './en-licences';
import { walletQrsEn } from './en-wallet-qrs';
import { creditMessagesEn } from './en-credit-messages';
import { followsEn } from './en-follows';
import { cartEn } from './en-cart';
import { notificationsEn } from './en-notifications';
import { freeDownloadsEn } from './en-free-downloads';
import { coProducersEn } from './en-co-producers';

/**
 * Every English string of the first load, nested by area; the admin area's strings (en-admin.ts)
 * arrive with its route chunk. Keys are checked at compile time by `useT()`.
 */
export const en = {
  common: {
    brand: 'Beatpasal',
    loading: 'Loading...',
  },
  nav: {
    skipToContent: 'Skip to main content',
    primary: 'Main',
    login: 'Login',
    signup: 'Signup',
    admin: 'Admin',
  },
  language: {
    devanagariDigits: 'Show numbers in Devanagari digits',
    change: 'Change language:',
    names: {
      en: 'English',
      ne: 'नेपाली',
    },
    codes: {
      en: 'EN',
      ne: 'ने',
    },
  },
  footer: {
    label: 'Footer',
    groups: {
      beatpasal: 'Beatpasal',
      support: 'Support',
      legal: 'Legal',
      social: 'Follow us',
    },
    links: {
      about: 'About',
      howToStart: 'How to Start',
      privacy: 'Privacy',
      faq: 'FAQ',
      contact: 'Contact',
      dispute: 'Report a Dispute',
      licensing: 'Licensing',
    },
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    opensInNewTab: '(opens in a new tab)',
    notice:
      'Beatpasal is only a marketplace. Artists are responsible for the originality and legality of their tracks.',
    copyright: '© {year} Beatpasal',
  },
  home: {
    eyebrow: 'The beat marketplace of Nepal',
    title: 'Upload, discover and buy instrumentals',
    tagline:
      'Beat makers sell licences to their tracks. Buyers play previews and pay the artist directly with eSewa, Khalti or their bank app.',
    joinArtist: 'Join as Artist',
    joinArtistHint: 'Sell your beats',
    joinBuyer: 'Join as Buyer',
    joinBuyerHint: 'Find the beat for your next song',
    stepsTitle: 'How Beatpasal works',
    steps: {
      uploadTitle: 'Artists upload',
      uploadBody: 'Add a beat with a preview, its licences and prices, and your wallet QR code.',
      discoverTitle: 'Buyers discover',
      discoverBody: 'Browse by genre or artist, play previews, like tracks and message the artist.',
      buyTitle: 'Pay the artist',
      buyBody: 'Scan the QR code, send the exact amount, upload the screenshot and download once the artist confirms.',
    },
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Reload to try again, or go back to the home page.',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
  errors: {
    network: 'Cannot reach Beatpasal. Check your internet connection and try again.',
    unexpected: 'Something went wrong on our side. Please try again.',
    invalidResponse: 'Beatpasal sent an answer this page does not understand. Reload the page and try again.',
    retry: 'Try again',
  },
  accounts: accountsEn,
  catalogue: catalogueEn,
  studio: studioEn,
  purchases: purchasesEn,
  messages: messagesEn,
  offers: offersEn,
  disputes: disputesEn,
  accountActions: accountActionsEn,
  paidSales: paidSalesEn,
  reports: reportsEn,
  licences: licencesEn,
  walletQrs: walletQrsEn,
  creditMessages: creditMessagesEn,
  follows: followsEn,
  cart: cartEn,
  notifications: notificationsEn,
  freeDownloads: freeDownloadsEn,
  coProducers: coProducersEn,
} as const;
