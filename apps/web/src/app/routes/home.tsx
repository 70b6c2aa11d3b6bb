import { HomeHero } from '../../features/home/components/home-hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <HowItWorks />
    </>
  );
}
