import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { artistProfileQuery } from '../../../features/accounts/api/profile-api';
import { ProfileNeeded } from '../../../features/studio/components/profile-needed';
import { StudioPage } from '../../../features/studio/components/studio-page';
import { TrackForm } from '../../../features/studio/components/track-form';
import { UnfinishedUploadNote } from '../../../features/studio/components/unfinished-upload-note';
import { UploadProgress } from '../../../features/studio/components/upload-progress';
import { useTrackUpload } from '../../../features/studio/hooks/use-track-upload';
import { emptyTrackForm, type TTrackInputDraft } from '../../../features/studio/lib/track-form-values';
import type { TTrackFiles } from '../../../features/studio/lib/validate-track-form';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /upload: a new track with its licences (once the profile can sell); afterwards the dashboard shows it processing. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('studio.upload.pageTitle'));
  const navigate = useNavigate();
  const { upload, progress, cancel } = useTrackUpload();
  const [initialValues] = useState(emptyTrackForm);
  // What the server checks on submit, known before the form: a failed read leaves it to the submit.
  const profile = useQuery(artistProfileQuery);
  if (profile.isPending) return <LoadingScreen />;

  const submit = async (input: TTrackInputDraft, files: TTrackFiles) => {
    await upload(input, files);
    toast.success(t('studio.upload.success'));
    await navigate('/artist-dashboard');
  };

  const needsProfile = profile.data?.isComplete === false;

  return (
    <StudioPage title={t('studio.upload.pageTitle')} intro={needsProfile ? undefined : t('studio.upload.intro')}>
      {needsProfile ? (
        <ProfileNeeded />
      ) : (
        <>
          <UnfinishedUploadNote />
          <TrackForm
            mode="upload"
            initialValues={initialValues}
            submitLabel={t('studio.upload.submit')}
            onSubmit={submit}
            progress={progress === null ? null : <UploadProgress progress={progress} />}
            onCancel={cancel}
          />
        </>
      )}
    </StudioPage>
  );
}
