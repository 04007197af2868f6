import { toast as sonner } from 'sonner';
import { describe, expect, it } from 'vitest';
import { toast, withRepeatId } from './lazy-toast';

describe('lazy toast', () => {
  it('opens one toast for the same toast asked for again while sonner loads, and separate ones for different ones', async () => {
    for (let i = 0; i < 5; i++) toast.error('Missing Required Fields', { description: 'Please fill in the form.' });
    toast.error('Missing Company URL');
    toast.success('Missing Required Fields', { description: 'Please fill in the form.' });
    await import('sonner');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const titles = sonner.getToasts().map((t) => ('title' in t ? `${t.type}: ${String(t.title)}` : ''));
    expect(titles.filter((t) => t === 'error: Missing Required Fields')).toHaveLength(1);
    expect(titles).toContain('error: Missing Company URL');
    expect(titles).toContain('success: Missing Required Fields');
  });

  it('leaves ids the caller chose, components and promises alone', () => {
    expect(withRepeatId('error', ['Saved', { id: 'mine' }])).toEqual(['Saved', { id: 'mine' }]);
    expect(withRepeatId('custom', ['x'])).toEqual(['x']);
    const node = { type: 'b' };
    expect(withRepeatId('info', ['Hi', { description: node }])).toEqual(['Hi', { description: node }]);
    expect(withRepeatId(undefined, ['Hi'])[1]).toEqual({ id: 'default\u0000Hi\u0000' });
  });
});
