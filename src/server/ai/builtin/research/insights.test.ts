import { describe, expect, it } from 'vitest';
import { DEV_DOCS } from '../rank/test-fixtures';
import { buildInsights } from './insights';
import type { PageSentence } from './sources';
import { SPARSE_IMPORT } from './test-fixtures';

const page = (text: string): PageSentence => ({
  text,
  page: { url: 'https://quill.example/about', title: '', text, html: '', fetchedAt: '2025-03-01T12:00:00.000Z' },
});

describe('key insights', () => {
  it('reads "painful" as a pain point but not "painting" in a bio', () => {
    const insights = buildInsights(SPARSE_IMPORT, DEV_DOCS, [
      page('For fun she enjoys designing, painting and cooking.'),
      page('Releasing docs by hand was painful for our team.'),
    ]);
    expect(insights.map((i) => i.content)).toEqual(['“Releasing docs by hand was painful for our team.”']);
  });
});
