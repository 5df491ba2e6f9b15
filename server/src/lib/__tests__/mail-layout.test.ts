import { renderMail } from '../mail-layout';

describe('renderMail', () => {
  it('when content is rendered, then the HTML is branded and the text part carries the same words', () => {
    const { html, text } = renderMail({
      title: 'Reset your password',
      paragraphs: ['Valid for 30 minutes.'],
      button: { label: 'Choose a new password', url: 'https://shop.example.com/resetPassword?token=abc&x=1' },
      footnote: 'Not you? Ignore this.',
    });
    expect(html).toContain('Pizza Point');
    expect(html).toContain('href="https://shop.example.com/resetPassword?token=abc&amp;x=1"');
    expect(text).toBe(
      'Pizza Point\n\nReset your password\n\nValid for 30 minutes.\n\nChoose a new password: https://shop.example.com/resetPassword?token=abc&x=1\n\nNot you? Ignore this.\n',
    );
  });

  it('when a value contains markup, then it is escaped in the HTML part', () => {
    const { html } = renderMail({ title: '<script>alert(1)</script>', paragraphs: ['"quoted" & <b>bold</b>'], highlight: '123456' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('123456');
  });
});

describe('renderMail facts and table', () => {
  it('when facts and a table are given, then both parts list them, the total after a rule, every value escaped', () => {
    const { html, text } = renderMail({
      title: 'Your order',
      paragraphs: [],
      facts: [{ label: 'Delivery address', value: 'Piac <utca> 10.' }],
      table: {
        heading: 'Your order',
        rows: [
          { label: '1 × Pepperoni', detail: 'Large, Extra cheese', amount: 'HUF 5,499' },
          { label: 'Total', amount: 'HUF 5,499', strong: true },
        ],
      },
      language: 'hu',
    });
    expect(html).toContain('<html lang="hu">');
    expect(html).toContain('Piac &lt;utca&gt; 10.');
    expect(html).not.toContain('<utca>');
    expect(html).toContain('role="presentation"');
    expect(text).toContain('Delivery address: Piac <utca> 10.\n');
    expect(text).toContain('1 × Pepperoni: HUF 5,499\n  Large, Extra cheese\n--------------------------------\nTotal: HUF 5,499');
  });
});
