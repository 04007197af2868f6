// @vitest-environment happy-dom
import { createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

afterEach(cleanup);

describe('Slot', () => {
  it('renders the child with the slot’s props: handlers both run (child first), classes joined, child wins', () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        ref={slotRef}
        className="slot"
        title="slot title"
        style={{ color: 'red', margin: 1 }}
        onClick={() => calls.push('slot')}
      >
        <a
          href="/x"
          ref={childRef}
          className="child"
          title="child title"
          style={{ color: 'blue' }}
          onClick={() => calls.push('child')}
        >
          Go
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    fireEvent.click(link);
    expect(calls).toEqual(['child', 'slot']);
    expect(link.className).toBe('slot child');
    expect(link.getAttribute('title')).toBe('child title');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('lets a Button render as its child (asChild) with the button’s classes and no type', () => {
    const onClick = vi.fn();
    render(
      <Button asChild variant="outline" onClick={onClick}>
        <a href="/docs">Docs</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(link.className).toContain('border-input');
    expect(link.hasAttribute('type')).toBe(false);
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
