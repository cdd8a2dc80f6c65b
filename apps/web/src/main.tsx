import './styles.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { ReloadPrompt } from './app/reload-prompt';
import { createAppRouter, flushNavigation } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Navigations render as ordinary updates, not transitions: a transition renders the next screen in 5 ms slices with
// a frame of the old one painted between them, which made opening a busy screen (the Staff Schedule's week) take a
// quarter to a third longer. No route suspends (the router loads a route's code before it renders), so nothing is lost.
createRoot(container).render(
  <Providers>
    <RouterProvider router={createAppRouter()} flushSync={flushNavigation} useTransitions={false} />
    <ReloadPrompt />
  </Providers>,
);
