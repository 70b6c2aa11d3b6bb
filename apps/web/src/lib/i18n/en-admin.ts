/** The administrators' area (/admin) and the Admin link in the menu. */
export const adminEn = {
  nav: {
    link: 'Admin',
    sections: 'Admin sections',
    home: 'Overview',
    audit: 'Audit log',
  },
  home: {
    title: 'Administration',
    intro: 'Every action you take here is written to the audit log with your reason, and the person affected is e-mailed.',
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
} as const;
