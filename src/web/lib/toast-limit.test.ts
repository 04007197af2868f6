import { describe, expect, it } from 'vitest';
import { MAX_OPEN_TOASTS, toastsToClose } from './toast-limit';

const t = (id: number, title: string, type = 'error', description?: string) => ({ id, title, type, description });

describe('toastsToClose', () => {
  it('keeps the newest three and closes the older ones', () => {
    const open = [t(5, 'e'), t(4, 'd', 'success'), t(3, 'c'), t(2, 'b'), t(1, 'a')];
    expect(MAX_OPEN_TOASTS).toBe(3);
    expect(toastsToClose(open)).toEqual([2, 1]);
    expect(toastsToClose(open.slice(0, 3))).toEqual([]);
  });

  it('closes an older copy of a toast shown again, so repeated clicks do not stack', () => {
    const missing = (id: number) => t(id, 'Missing Required Fields', 'error', 'Please fill in Product Name…');
    expect(toastsToClose([missing(3), missing(2), t(1, 'Configuration Saved', 'success')])).toEqual([2]);
    // Same words but another kind is another toast.
    expect(toastsToClose([t(2, 'Done', 'success'), t(1, 'Done', 'error')])).toEqual([]);
  });
});
