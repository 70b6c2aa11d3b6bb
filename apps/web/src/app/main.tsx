import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { restoreLanguage } from '../lib/i18n/language-store';
import { Providers } from './providers';
import { router } from './router';
import '../styles.css';

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// Not a top-level await: that would stop the bundler from merging shared chunks into the entry.
void restoreLanguage().then(render);
