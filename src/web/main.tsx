import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { AppProviders } from './app/providers';
import { AppRouter, preloadFirstLoad } from './app/router';

/** How long the first render waits for the page's code; past it the page renders with its spinner as it loads. */
const FIRST_LOAD_WAIT_MS = 1000;

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
// The page's code first: rendering before it arrives shows a spinner that React then keeps for 300 ms at least.
void Promise.race([
  preloadFirstLoad(window.location.pathname).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS)),
]).then(render);
