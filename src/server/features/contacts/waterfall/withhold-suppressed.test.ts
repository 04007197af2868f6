import { describe, expect, it } from 'vitest';
import type { SuppressionSubject } from './people-step';
import { asWithheldAnswer, recheckWithheld, withholdSuppressed } from './withhold-suppressed';

type P = { email: string | null; name: string };
const subject = (p: P): SuppressionSubject => ({ email: p.email, name: p.name });
const blocked = (list: string[]) => async (people: SuppressionSubject[]) =>
  people.map((p) => list.includes(p.email ?? ''));
const ada: P = { email: 'ada@acme.example', name: 'Ada One' };
const bo: P = { email: 'bo@acme.example', name: 'Bo Two' };

describe('withholding suppressed people from provider answers', () => {
  it('keeps only the people the list allows and counts the others', async () => {
    expect(await withholdSuppressed([ada, bo], subject, blocked(['bo@acme.example']))).toEqual({
      people: [ada],
      withheld: 1,
    });
    expect(await withholdSuppressed([], subject, blocked([]))).toEqual({ people: [], withheld: 0 });
  });

  it('reads answers cached before the list was applied (a list, one record, or null)', () => {
    expect(asWithheldAnswer<P>([ada, bo])).toEqual({ people: [ada, bo], withheld: 0 });
    expect(asWithheldAnswer<P>(ada)).toEqual({ people: [ada], withheld: 0 });
    expect(asWithheldAnswer<P>(null)).toEqual({ people: [], withheld: 0 });
    expect(asWithheldAnswer<P>({ people: [bo], withheld: 2 })).toEqual({ people: [bo], withheld: 2 });
  });

  it('checks a cached answer again: an entry added since it was stored withholds the person too', async () => {
    const cached = { people: [ada, bo], withheld: 1 };
    expect(await recheckWithheld<P>(cached, subject, blocked(['ada@acme.example']))).toEqual({
      people: [bo],
      withheld: 2,
    });
  });
});
