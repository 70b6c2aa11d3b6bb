import type { TFreeDownload } from '@beatpasal/shared/schemas/free-downloads';
import { buttonClassName } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n/i18n';

/** The tagged MP3 and the free licence behind their signed links (an hour); the names come from the server. */
export function DownloadLinks({ download }: { download: TFreeDownload }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={download.mp3.url} download className={buttonClassName('primary')}>
          {t('freeDownloads.files.mp3')}
        </a>
        <a href={download.licence.url} download className={buttonClassName('secondary')}>
          {t('freeDownloads.files.licence')}
        </a>
      </div>
      {download.isFollowing && (
        <p className="text-sm text-zinc-300">{t('freeDownloads.files.following', { artist: download.artistName })}</p>
      )}
      <p className="text-xs text-zinc-400">{t('freeDownloads.files.expires')}</p>
    </div>
  );
}
