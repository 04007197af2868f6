import { describe, expect, it } from 'vitest';
import { renderTemplate, sequenceInputSchema } from './sequences';

describe('renderTemplate', () => {
  it('fills fields and uses a fallback only when the field has no value', () => {
    expect(
      renderTemplate('Hi {{first_name|there}}, {{ organization }}', { first_name: 'Ann', organization: 'Acme' }),
    ).toEqual({
      ok: true,
      text: 'Hi Ann, Acme',
    });
    expect(renderTemplate('Hi {{first_name|there}},', { first_name: '  ' })).toEqual({ ok: true, text: 'Hi there,' });
  });

  it('names every field with no value and no fallback instead of writing "Hi ,"', () => {
    expect(renderTemplate('Hi {{first_name}}, {{pitch}} {{nonsense}}', {})).toEqual({
      ok: false,
      missing: ['first_name', 'pitch', 'nonsense'],
    });
  });
});

describe('sequenceInputSchema', () => {
  it('wants an e-mail first and waits of at least a day', () => {
    expect(sequenceInputSchema.safeParse({ name: 'A', steps: [{ kind: 'wait', days: 2 }] }).success).toBe(false);
    expect(
      sequenceInputSchema.safeParse({
        name: 'A',
        steps: [
          { kind: 'email', subject: 'S', body: 'B' },
          { kind: 'wait', days: 0 },
        ],
      }).success,
    ).toBe(false);
  });
});
