import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { normaliseDigitInput } from '../lib/i18n/digit-input';
import { restoreLanguage } from '../lib/i18n/language-store';
import { App } from './app';
import { Providers } from './providers';
import { registerServiceWorker } from './register-service-worker';
import '../styles.css';

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <App />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}

window.addEventListener('input', normaliseDigitInput, true);
registerServiceWorker();

// Not a top-level await: that would stop the bundler from merging shared chunks into the entry.
void restoreLanguage().then(render);
