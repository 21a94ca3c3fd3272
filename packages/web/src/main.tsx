import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRouter } from './app/AppRouter';
import { startErrorReporting } from './platform/errorReporting';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

// The error-reporting SDK is a chunk of its own, fetched only when the server names a DSN.
void startErrorReporting();
