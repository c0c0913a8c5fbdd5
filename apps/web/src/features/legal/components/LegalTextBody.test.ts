import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en.json';
import { parseLegalText } from './LegalTextBody';

describe('legal text layout', () => {
  it('reads headings, lists and paragraphs, a heading ending the paragraph before it', () => {
    expect(parseLegalText('Intro line\ncontinues.\n## Duties\n- One\n- Two\nAfter.\n\nLast.')).toEqual([
      { kind: 'paragraph', text: 'Intro line continues.' },
      { kind: 'heading', text: 'Duties' },
      { kind: 'list', items: ['One', 'Two'] },
      { kind: 'paragraph', text: 'After.' },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('gives the name search terms their sections', () => {
    const headings = parseLegalText(en.legal.NAME_SEARCH_TERMS.body)
      .filter((b) => b.kind === 'heading')
      .map((b) => (b.kind === 'heading' ? b.text : ''));
    expect(headings).toEqual([
      'What the search does',
      'The lists used',
      'A hit is not a finding',
      'Your duties',
      'Personal data',
      'No guarantee',
    ]);
  });
});
