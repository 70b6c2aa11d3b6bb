import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { claimFreeDownload } from '../api/free-downloads-api';
import { DownloadLinks } from './download-links';

/** The page the mailed link opens: it uses the single-use link once and shows the two files. */
export function FreeDownloadPage({ token }: { token: string | null }) {
  const t = useT();
  const claim = useMutation({ mutationFn: claimFreeDownload });
  const { mutate } = claim;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  let body;
  if (!token) body = <p className="text-zinc-300">{t('freeDownloads.verify.missing')}</p>;
  else if (claim.data)
    body = (
      <div className="space-y-4">
        <p className="text-lg text-white">
          “{claim.data.title}” · {claim.data.artistName}
        </p>
        <DownloadLinks download={claim.data} />
        <Link to={`/track/${claim.data.trackId}`} className="inline-block text-sm text-zinc-300 underline">
          {t('freeDownloads.files.track')}
        </Link>
      </div>
    );
  else if (claim.isError)
    body = (
      <p role="alert" className="text-red-300">
        {isApiError(claim.error) ? claim.error.message : t('errors.unexpected')}
      </p>
    );
  else
    body = (
      <p className="text-zinc-300" role="status">
        {t('freeDownloads.verify.opening')}
      </p>
    );
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
        {claim.data ? t('freeDownloads.files.title') : t('freeDownloads.verify.pageTitle')}
      </h1>
      {body}
      {!claim.data && (
        <ButtonLink to="/" variant="secondary">
          {t('freeDownloads.verify.backHome')}
        </ButtonLink>
      )}
    </div>
  );
}
