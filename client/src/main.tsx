import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { prepareInitialLanguage } from './lib/i18n';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

// A Hungarian reader's catalogue arrives before the first paint (English is already bundled).
const root = createRoot(rootElement);
void prepareInitialLanguage().finally(() =>
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  ),
);
