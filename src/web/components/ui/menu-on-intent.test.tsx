// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuLoader, useMenuOnIntent, type IntentMenuProps, type MenuLoader } from './menu-on-intent';

/** Stands for a Radix menu: its own trigger, and the menu when it was told to open. */
function FullMenu({ defaultOpen, triggerRef }: IntentMenuProps) {
  return (
    <>
      <button type="button" ref={triggerRef} data-full="yes">
        Account
      </button>
      {defaultOpen ? <div role="menu" aria-label="Account menu" /> : null}
    </>
  );
}

function Harness({ loader }: { loader: MenuLoader<typeof FullMenu> }) {
  const { Menu, triggerProps, menuProps } = useMenuOnIntent(loader);
  if (Menu) return <Menu {...menuProps} />;
  return <button {...triggerProps}>Account</button>;
}

/** A loader whose code arrives when the test says so. */
function gatedLoader() {
  let arrive!: () => void;
  let fail!: () => void;
  const load = vi.fn(
    () =>
      new Promise<typeof FullMenu>((resolve, reject) => {
        arrive = () => resolve(FullMenu);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return {
    loader: menuLoader(load),
    load,
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => fail()),
  };
}

const trigger = () => screen.getByRole('button', { name: 'Account' });

describe('useMenuOnIntent', () => {
  afterEach(cleanup);

  it('draws a plain closed menu button and fetches nothing until the visitor heads for it', () => {
    const { loader, load } = gatedLoader();
    render(<Harness loader={loader} />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('data-state')).toBe('closed');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the menu when the pointer comes over the trigger, once, and swaps it in closed', async () => {
    const { loader, load, arrive } = gatedLoader();
    render(<Harness loader={loader} />);
    fireEvent.pointerOver(trigger());
    fireEvent.pointerOver(trigger());
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    await waitFor(() => expect(trigger().dataset.full).toBe('yes'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu as soon as it arrives when the trigger was pressed before (click, Enter, ArrowDown)', async () => {
    for (const press of [
      (el: HTMLElement) => fireEvent.click(el),
      (el: HTMLElement) => fireEvent.keyDown(el, { key: 'Enter' }),
      (el: HTMLElement) => fireEvent.keyDown(el, { key: 'ArrowDown' }),
    ]) {
      const { loader, arrive } = gatedLoader();
      const view = render(<Harness loader={loader} />);
      press(trigger());
      await arrive();
      expect(await screen.findByRole('menu', { name: 'Account menu' })).toBeTruthy();
      view.unmount();
    }
  });

  it('moves focus to the new trigger when the old one had it', async () => {
    const { loader, arrive } = gatedLoader();
    render(<Harness loader={loader} />);
    act(() => trigger().focus());
    await arrive();
    await waitFor(() => expect(trigger().dataset.full).toBe('yes'));
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps the plain trigger when the code cannot be fetched, and tries again at the next approach', async () => {
    const { loader, load, fail, arrive } = gatedLoader();
    render(<Harness loader={loader} />);
    fireEvent.pointerOver(trigger());
    await fail();
    expect(trigger().dataset.full).toBeUndefined();
    fireEvent.pointerOver(trigger());
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    await waitFor(() => expect(trigger().dataset.full).toBe('yes'));
  });

  it('a second trigger of the same menu on the page gets the code already fetched', async () => {
    const { loader, load, arrive } = gatedLoader();
    const first = render(<Harness loader={loader} />);
    fireEvent.pointerOver(trigger());
    await arrive();
    first.unmount();
    render(<Harness loader={loader} />);
    expect(trigger().dataset.full).toBe('yes');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
