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
