import { describe, it, expect } from 'vitest';
import { metaDescription, pageTitle } from '../../../src/domain/seo';

describe('pageTitle', () => {
  it('product name, dash, title', () => {
    expect(pageTitle('Jobs')).toBe('Basecamp - Jobs');
    expect(pageTitle()).toBe('Basecamp');
    expect(pageTitle('  ')).toBe('Basecamp');
  });
});

describe('metaDescription', () => {
  it('strips tags, decodes entities, collapses whitespace', () => {
    const html =
      '<p>Ski &amp; snowboard <b>instructor</b></p>\n<p>Use &lt;your&gt; &quot;skills&quot; &#39;now&#39;&nbsp;today</p>';
    expect(metaDescription(html)).toBe('Ski & snowboard instructor Use <your> "skills" \'now\' today');
  });

  it('does not double-decode and drops scripts', () => {
    expect(metaDescription('&amp;lt;b&amp;gt;<script>alert(1)</script>x')).toBe('&lt;b&gt; x');
  });

  it('keeps short text as is', () => {
    const text = 'a'.repeat(150);
    expect(metaDescription(text)).toBe(text);
    expect(metaDescription(null)).toBe('');
  });

  it('cuts long text at a word boundary with an ellipsis, at most 150', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const out = metaDescription(`<div>${words}</div>`);
    expect(out.length).toBeLessThanOrEqual(150);
    expect(out.endsWith('…')).toBe(true);
    const body = out.slice(0, -1);
    expect(words.startsWith(body)).toBe(true);
    expect(words[body.length]).toBe(' ');
    expect(body.endsWith(' ')).toBe(false);
  });

  it('hard-cuts a single long word', () => {
    const out = metaDescription('x'.repeat(400));
    expect(out).toBe(`${'x'.repeat(149)}…`);
  });
});
