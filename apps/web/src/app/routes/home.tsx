import { ArtistsCarousel } from '../../features/catalogue/components/artists-carousel';
import { ExploreTracks } from '../../features/catalogue/components/explore-tracks';
import { HomeGenres } from '../../features/catalogue/components/home-genres';
import { HomeHero } from '../../features/home/components/home-hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Three API requests in all: the session (/api/me), the artists and the first page of tracks. */
export function Component() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <ArtistsCarousel />
      <HomeGenres />
      <ExploreTracks />
      <HowItWorks />
    </>
  );
}
