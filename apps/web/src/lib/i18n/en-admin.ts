import { adminAccountsEn } from './en-admin-accounts';
import { adminContactEn } from './en-admin-contact';
import { adminDisputesEn } from './en-admin-disputes';
import { adminReportsEn } from './en-admin-reports';
import { adminStrikesEn } from './en-admin-strikes';
import { adminTakedownsEn } from './en-admin-takedowns';

/**
 * The administrators' area (/admin), one chunk loaded with its route: the area itself (sections,
 * overview, audit log, the queues' shared controls) here, each moderation concept in its own file,
 * named as on the server (decision 076).
 */
export const adminEn = {
  nav: {
    sections: 'Admin sections',
    home: 'Overview',
    audit: 'Audit log',
    reports: 'Reports',
    takedowns: 'Takedowns',
    strikes: 'Appeals',
    contact: 'Contact messages',
    accounts: 'Accounts',
    disputes: 'Disputes',
    refunds: 'Refunds',
  },
  home: {
    title: 'Administration',
    intro:
      'Every action you take here is written to the audit log with your reason, and the person affected is e-mailed.',
  },
  audit: {
    title: 'Audit log',
    intro: 'Every administrator action, newest first. Entries can be read but never changed.',
    filterAction: 'Action',
    filterTarget: 'Target type',
    filterTargetId: 'Target id',
    anyTarget: 'Any',
    apply: 'Filter',
    loading: 'Loading the audit log...',
    empty: 'No entries match these filters.',
    loadMore: 'Older entries',
    when: 'When',
    who: 'Who',
    what: 'Action',
    target: 'Target',
    reason: 'Reason',
    change: 'Before → after',
    from: 'IP {ip}',
    noReason: '—',
  },
  overview: {
    counts: 'Today',
    users: 'Accounts',
    tracks: 'Tracks',
    openReports: 'Open reports',
    pendingTakedowns: 'Pending takedowns',
    pendingAppeals: 'Pending appeals',
    openContact: 'Open contact messages',
    openDisputes: 'Open disputes',
    overdueRefunds: 'Refunds overdue (7 days)',
    newUsers: 'New accounts per week',
    newTracks: 'New tracks per week',
    sales: 'Sales in NPR per week (approved purchases)',
    purchases: 'Purchases by state',
    week: 'Week of',
    value: 'Number',
    state: 'State',
    asTable: 'Show as a table',
    noPurchases: 'No purchases yet.',
    loading: 'Loading the overview...',
    states: {
      awaiting_payment: 'Awaiting payment',
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
      closed: 'Closed',
      expired: 'Expired',
    },
  },
  /** What every queue page shares: the note a decision needs and shows, and older items. */
  queue: {
    reasonLabel: 'Note to the people affected (required)',
    done: 'Done. The action is in the audit log.',
    loadMore: 'Older',
    note: 'Note: {note}',
  },
  reports: adminReportsEn,
  strikes: adminStrikesEn,
  takedowns: adminTakedownsEn,
  contact: adminContactEn,
  accounts: adminAccountsEn,
  disputes: adminDisputesEn,
} as const;
