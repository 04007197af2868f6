import { describe, expect, it } from 'vitest';
import { expectedFileSchema } from './expected-schema';
import { scoreList, scoreText, splitNames } from './score-field';

const text = (spec: object) =>
  expectedFileSchema.parse({ sites: { s: { fields: { targetMarket: spec } } } }).sites.s!.fields.targetMarket!;
const list = (spec: object) =>
  expectedFileSchema.parse({ sites: { s: { fields: { competitors: spec } } } }).sites.s!.fields.competitors!;

describe('scoreText', () => {
  it('gives each include group its share, any spelling counting', () => {
    const spec = text({
      include: [['docs teams', 'documentation teams'], 'open source'],
    });
    expect(scoreText('Documentation teams; open source projects', spec)).toMatchObject({
      score: 100,
      outcome: 'right',
    });
    expect(scoreText('Documentation teams', spec)).toMatchObject({
      score: 50,
      outcome: 'partial',
    });
  });

  it('matches whole words only: "$50" is not in "$500", "our" is not in "source"', () => {
    expect(scoreText('Plus $500/mo', text({ include: ['$50'] })).score).toBe(0);
    expect(scoreText('Open source projects', text({ include: ['open source'], exclude: ['our'] })).score).toBe(100);
  });

  it('scores an excluded term, too many words, or an answer where none exists as wrong', () => {
    expect(
      scoreText('Trusted by thousands of companies', text({ include: ['companies'], exclude: ['Trusted by'] })),
    ).toMatchObject({ score: 0, outcome: 'wrong' });
    expect(scoreText('one two three four', text({ maxWords: 3 }))).toMatchObject({ score: 0, outcome: 'wrong' });
    expect(scoreText('Developers', text({ empty: true }))).toMatchObject({
      score: 0,
      outcome: 'wrong',
    });
  });

  it('scores an empty answer as missed, unless the pages do not say it (empty, emptyOk)', () => {
    expect(scoreText('', text({ include: ['x'] }))).toMatchObject({
      score: 0,
      outcome: 'missed',
    });
    expect(scoreText(' ', text({ empty: true }))).toMatchObject({
      score: 100,
      outcome: 'empty',
    });
    expect(scoreText('', text({ emptyOk: true, include: ['x'] }))).toMatchObject({ score: 100, outcome: 'empty' });
  });
});

describe('scoreList', () => {
  it('is the F1 of the listed names: a name not expected lowers precision, a missing one recall', () => {
    const spec = list({
      names: [['Cronitor', 'Cronitor.io'], ["Dead Man's Snitch"]],
      alsoCorrect: [['PushMon']],
    });
    expect(scoreList("Cronitor.io, Dead Man's Snitch, PushMon", spec)).toMatchObject({ score: 100, outcome: 'right' });
    expect(scoreList('Cronitor, Slack', spec)).toMatchObject({
      score: 50,
      outcome: 'partial',
    });
    expect(scoreList('Slack, PagerDuty', spec)).toMatchObject({
      score: 0,
      outcome: 'wrong',
    });
    expect(scoreList('', spec)).toMatchObject({ score: 0, outcome: 'missed' });
  });

  it('wants an empty answer when the pages name no competitor', () => {
    expect(scoreList('', list({ names: [] }))).toMatchObject({
      score: 100,
      outcome: 'empty',
    });
    expect(scoreList('Facebook', list({ names: [] }))).toMatchObject({
      score: 0,
      outcome: 'wrong',
    });
  });

  it('takes a longer spelling for a name of four letters or more, never a short one', () => {
    const spec = list({ names: [['NGINX']] });
    expect(scoreList('NGINX Plus', spec).score).toBe(100);
    expect(scoreList('Go', list({ names: [['Google Analytics']] })).score).toBe(0);
    expect(splitNames('A, B and C; D')).toEqual(['A', 'B', 'C', 'D']);
  });
});
