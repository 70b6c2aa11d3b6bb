import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { CoProducersEditor } from '../../../features/co-producers/components/co-producers-editor';
import { FreeDownloadSwitch } from '../../../features/free-downloads/components/free-download-switch';
import { fetchMyTrack, myTracksKeys, saveTrack } from '../../../features/studio/api/my-tracks-api';
import { LINK_CLASS } from '../../../features/studio/components/form-styles';
import { StudioPage } from '../../../features/studio/components/studio-page';
import { TrackForm } from '../../../features/studio/components/track-form';
import { trackFormData } from '../../../features/studio/lib/track-form-data';
import { trackFormFromMyTrack, type TTrackInputDraft } from '../../../features/studio/lib/track-form-values';
import type { TTrackFiles } from '../../../features/studio/lib/validate-track-form';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

function EditTrackForm({ track }: { track: TMyTrack }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async (input: TTrackInputDraft, files: TTrackFiles) => {
    // A new cover travels as multipart with the fields; otherwise plain JSON is lighter.
    await saveTrack(track.id, files.cover ? trackFormData(input, { cover: files.cover }) : input);
    await queryClient.invalidateQueries({ queryKey: myTracksKeys.all });
    toast.success(t('studio.edit.saved'));
    await navigate('/artist-dashboard');
  };

  return (
    <TrackForm
      mode="edit"
      initialValues={trackFormFromMyTrack(track)}
      savedCoverUrl={track.coverPageUrl ?? track.coverUrl}
      submitLabel={t('studio.edit.submit')}
      onSubmit={submit}
    />
  );
}

/** /edit-track/{id}: the upload form prefilled; the audio stays, the cover can be replaced. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('studio.edit.pageTitle'));
  const { id = '' } = useParams();
  const { data, error, isPending } = useQuery({
    queryKey: myTracksKeys.detail(id),
    queryFn: ({ signal }) => fetchMyTrack(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

  let body;
  if (isPending) body = <LoadingScreen />;
  else if (data)
    body = (
      <>
        <EditTrackForm key={data.id} track={data} />
        <FreeDownloadSwitch trackId={data.id} />
        <CoProducersEditor trackId={data.id} />
      </>
    );
  else {
    const isMissing = isApiError(error) && error.status === 404;
    body = (
      <div role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/40 p-6 text-red-200">
        <p>{isMissing ? t('studio.edit.notFound') : t('studio.edit.loadFailed')}</p>
        <Link to="/artist-dashboard" className={`mt-3 inline-block text-sm ${LINK_CLASS}`}>
          {t('studio.edit.back')}
        </Link>
      </div>
    );
  }

  const back = (
    <Link to="/artist-dashboard" className={LINK_CLASS}>
      {t('studio.edit.back')}
    </Link>
  );
  return (
    <StudioPage title={t('studio.edit.pageTitle')} intro={data ? back : undefined}>
      {body}
    </StudioPage>
  );
}
