import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { normaliseDigitInput } from '../lib/i18n/digit-input';
import { getDigits } from '../lib/i18n/digits-store';
import { getLanguage, restoreLanguage } from '../lib/i18n/language-store';
import { markHydrated } from '../lib/use-is-hydrated';
import { App } from './app';
import { readFirstScreenData, seedQueries } from './first-screen';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { registerServiceWorker } from './register-service-worker';
import { preloadPagesOf } from './route-matches';
import '../styles.css';

/** Resolves once the browser has produced the next frame (a task after its animation frame). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Providers client={queryClient}>
          <App />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
  // The server renders in Latin digits and the language it was told (decision 034); a page it
  // rendered otherwise than this person reads it is rendered afresh instead of hydrated.
  const firstScreen = readFirstScreenData();
  if (firstScreen && firstScreen.language === getLanguage() && getDigits() === 'latin') {
    seedQueries(queryClient, firstScreen);
    // The route's page module is loaded first, so that hydration does not suspend (app/page.tsx);
    // hydration waits for the server's markup to be on screen: on a repeat visit the scripts come
    // from the service worker's cache before the first frame, and would hold it back (decision 093).
    void Promise.all([preloadPagesOf(window.location.pathname), afterNextPaint()]).then(() => {
      hydrateRoot(container, app);
      markHydrated();
    });
  } else {
    markHydrated();
    createRoot(container).render(app);
  }
}

window.addEventListener('input', normaliseDigitInput, true);
registerServiceWorker();

// Not a top-level await: that would stop the bundler from merging shared chunks into the entry.
void restoreLanguage().then(render);
