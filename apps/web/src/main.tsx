import './styles.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { ReloadPrompt } from './app/reload-prompt';
import { createAppRouter, flushNavigation } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <Providers>
    <RouterProvider router={createAppRouter()} flushSync={flushNavigation} />
    <ReloadPrompt />
  </Providers>,
);
