// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar, SidebarContent, SidebarTrigger } from './sidebar';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from './sidebar-menu';
import { SIDEBAR_COOKIE_NAME, SidebarProvider, useSidebar } from './sidebar-provider';

function clearCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

function StateProbe() {
  const { state } = useSidebar();
  return <output data-testid="state">{state}</output>;
}

function renderApp() {
  return render(
    <SidebarProvider>
      <Sidebar>
        <SidebarContent>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton tooltip="Dashboard">
                <span>Dashboard</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarContent>
      </Sidebar>
      <SidebarTrigger />
      <StateProbe />
    </SidebarProvider>,
  );
}

function mockViewport(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

describe('SidebarProvider', () => {
  beforeEach(() => {
    clearCookie();
    mockViewport(1280);
  });
  afterEach(() => {
    cleanup();
    clearCookie();
    vi.restoreAllMocks();
  });

  it('starts expanded with no cookie', () => {
    renderApp();
    expect(screen.getByTestId('app-sidebar').getAttribute('data-state')).toBe('expanded');
  });

  it('toggles with Ctrl+B and Cmd+B and persists the state in a cookie', () => {
    renderApp();
    const sidebar = screen.getByTestId('app-sidebar');

    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(sidebar.getAttribute('data-state')).toBe('collapsed');
    expect(screen.getByTestId('state').textContent).toBe('collapsed');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);

    act(() => {
      fireEvent.keyDown(window, { key: 'b', metaKey: true });
    });
    expect(sidebar.getAttribute('data-state')).toBe('expanded');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=true`);
  });

  it('ignores B without a modifier', () => {
    renderApp();
    act(() => {
      fireEvent.keyDown(window, { key: 'b' });
    });
    expect(screen.getByTestId('app-sidebar').getAttribute('data-state')).toBe('expanded');
  });

  it('writes the cookie with a 7-day max-age', () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    renderApp();
    fireEvent.click(screen.getByTestId('sidebar-trigger'));
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('max-age=604800'));
    expect(spy).toHaveBeenCalledWith(expect.stringContaining(`${SIDEBAR_COOKIE_NAME}=false`));
  });

  it('starts collapsed when the cookie says sidebar_state=false', () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    renderApp();
    expect(screen.getByTestId('app-sidebar').getAttribute('data-state')).toBe('collapsed');
  });

  it('renders an off-canvas drawer under 768 px, opened by the trigger', async () => {
    mockViewport(500);
    renderApp();
    expect(screen.queryByTestId('app-sidebar')).toBeNull();
    expect(screen.queryByTestId('mobile-sidebar')).toBeNull();
    fireEvent.click(screen.getByTestId('sidebar-trigger'));
    // The drawer's code is its own chunk, loaded on small screens only.
    expect(await screen.findByTestId('mobile-sidebar')).toBeTruthy();
  });
});
