import { describe, expect, it } from 'vitest';
import { joinPitch, splitPitch } from './pitches';

describe('a pitch as subject and body', () => {
  it('reads the generated shape, a subject line then a blank line, and writes it back the same', () => {
    const text = 'Subject: Faster close at Acme\n\nHi Ann,\n\nShort note.';
    expect(splitPitch(text)).toEqual({ subject: 'Faster close at Acme', body: 'Hi Ann,\n\nShort note.' });
    expect(joinPitch(splitPitch(text))).toBe(text);
  });

  it('takes a text without a subject line as all body, and leaves out an empty subject', () => {
    expect(splitPitch('Hi Ann,\n\nSubject: not a header here')).toEqual({
      subject: '',
      body: 'Hi Ann,\n\nSubject: not a header here',
    });
    expect(joinPitch({ subject: '  ', body: 'Only a body ' })).toBe('Only a body');
    expect(splitPitch('Subject: Hello\r\n\r\nBody')).toEqual({ subject: 'Hello', body: 'Body' });
  });
});
