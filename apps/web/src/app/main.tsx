import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { normaliseDigitInput } from '../lib/i18n/digit-input';
import { getDigits } from '../lib/i18n/digits-store';
import { getLanguage, restoreLanguage } from '../lib/i18n/language-store';
import { awaitPageHydration } from '../lib/page-hydration';
import { App } from './app';
import { readFirstScreenData, seedQueries } from './first-screen';
import { preloadPage } from './page';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { registerServiceWorker } from './register-service-worker';
import { routes } from './routes';
import '../styles.css';

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
    awaitPageHydration();
    const matched = matchRoutes(routes, window.location) ?? [];
    // Hydration gets a task of its own: with the route's chunks preloaded from the HTML (decision
    // 049) they would otherwise be evaluated, and the routes matched, in the same long task.
    void Promise.all(matched.map((match) => preloadPage(match.route.element)))
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}

window.addEventListener('input', normaliseDigitInput, true);
registerServiceWorker();

// Not a top-level await: that would stop the bundler from merging shared chunks into the entry.
void restoreLanguage().then(render);
