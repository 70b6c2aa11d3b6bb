import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { LINK_CLASS, SECTION_CLASS } from './form-styles';

/** /upload before the profile can sell (spec "How to Start"): said before the form, not after a 5 MB submit. */
export function ProfileNeeded() {
  const t = useT();
  return (
    <section className={SECTION_CLASS}>
      <p className="text-zinc-200">{t('studio.upload.profileIncomplete')}</p>
      <Link to="/edit-profile" className={`mt-3 inline-block ${LINK_CLASS}`}>
        {t('studio.upload.completeProfile')}
      </Link>
    </section>
  );
}
