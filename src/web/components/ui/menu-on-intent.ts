import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** What a menu's full (Radix) version is told when it replaces the plain trigger. */
export type IntentMenuProps = {
  /** The visitor pressed the trigger before the menu's code arrived: open at once. */
  defaultOpen?: boolean;
  /** Set on the new trigger, so focus can move to it. */
  triggerRef?: (node: HTMLElement | null) => void;
};

/** A menu's code, fetched once per page for every trigger that shows it. */
export type MenuLoader<C> = { loaded: C | null; load: () => Promise<C> };

export function menuLoader<C>(load: () => Promise<C>): MenuLoader<C> {
  let pending: Promise<C> | null = null;
  const loader: MenuLoader<C> = {
    loaded: null,
    load: () =>
      (pending ??= load().then(
        (component) => (loader.loaded = component),
        (error: unknown) => {
          pending = null; // the next approach tries again
          throw error;
        },
      )),
  };
  return loader;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu whose code (Radix's dropdown, Floating UI, the scroll lock: ~30 kB gzip) is fetched at the first sign the
 * visitor is heading for it (the pointer over the trigger, focus, a touch), not with the page. Until it has
 * arrived the trigger is a plain button with the same look and the same ARIA (`aria-haspopup="menu"`,
 * `aria-expanded="false"`); a press on it (pointer, Enter, Space, ArrowDown, an assistive click) opens the menu as
 * soon as the code is there, and a trigger that had focus keeps it when the full one replaces it.
 */
export function useMenuOnIntent<C>(loader: MenuLoader<C>) {
  const [Menu, setMenu] = useState<C | null>(() => loader.loaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  /** Whether the plain trigger had focus when the menu's code arrived. */
  const hadFocus = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const approach = () => {
    if (Menu) return;
    loader.load().then(
      (component) => {
        if (!mounted.current) return;
        hadFocus.current = trigger.current !== null && document.activeElement === trigger.current;
        setMenu(() => component);
      },
      () => {}, // offline or a stale deployment: the trigger stays, the next approach retries
    );
  };
  const press = () => {
    setOpenOnArrival(true);
    approach();
  };

  useEffect(() => {
    // Opening moves focus into the menu (Radix); otherwise the new trigger takes the old one's focus.
    if (Menu && hadFocus.current && !openOnArrival) trigger.current?.focus();
  }, [Menu, openOnArrival]);

  const triggerRef = (node: HTMLElement | null) => {
    trigger.current = node;
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: approach,
    onTouchStart: approach,
    onFocus: approach,
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) press();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      press();
    },
    onClick: press,
  };

  const menuProps: IntentMenuProps = { defaultOpen: openOnArrival, triggerRef };
  return { Menu, triggerProps, menuProps };
}
