// @vitest-environment happy-dom
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_RULES } from '#domain/first-load-modules';
import { FIRST_LOAD_PAGES } from './first-load-pages';
import { lazyPage } from './lazy-page';

const module = { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> };
const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

describe('lazyPage', () => {
  it('suspends on a first render before its code has loaded, then shows the page', async () => {
    const Greeting = lazyPage(() => Promise.resolve(module), 'Greeting');
    render(inSuspense(<Greeting name="Ada" />));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const Greeting = lazyPage(() => Promise.resolve(module), 'Greeting');
    await Greeting.preload();
    render(inSuspense(<Greeting name="Grace" />));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Grace')).toBeTruthy();
  });
});

describe('the first-load pages', () => {
  it('cover every page module a first-load rule names (the shell loads the data routes and the sign-in page)', () => {
    const shell = new Set(['app/data-routes.tsx', 'features/auth/pages/auth-page.tsx']);
    for (const rule of FIRST_LOAD_RULES)
      for (const name of rule.modules) if (!shell.has(name)) expect(FIRST_LOAD_PAGES[name], name).toBeDefined();
  });
});
