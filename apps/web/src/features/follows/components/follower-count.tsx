import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useFollowState } from '../api/use-follow-state';

/** The artist dashboard's follower count: how many people get the artist's new tracks in their Following feed. */
export function FollowerCount({ username }: { username: string }) {
  const t = useT();
  const { plural } = useFormat();
  const state = useFollowState(username);
  let text;
  if (state.isPending) text = t('common.loading');
  else if (state.isError) text = t('follows.dashboard.countUnavailable');
  else text = plural('follows.count.follower', state.data.followerCount);
  return (
    <section aria-labelledby="dashboard-followers" className="rounded-2xl border border-zinc-800 bg-zinc-900 px-4 py-4">
      <h2 id="dashboard-followers" className="text-sm font-semibold text-zinc-400">
        {t('follows.dashboard.title')}
      </h2>
      <p className="mt-1 text-2xl font-bold text-white" aria-live="polite">
        {text}
      </p>
      <p className="mt-1 text-sm text-zinc-400">{t('follows.dashboard.hint')}</p>
    </section>
  );
}
