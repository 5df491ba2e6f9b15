import '../../../test/setup';

import { renderLegalMarkdown } from '../markdown';

/** The rendered HTML as elements, to ask what is there (not how it is spelt). */
function rendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderLegalMarkdown(markdown);
  return container;
}

const attributeValues = (container: HTMLElement) =>
  [...container.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
  );

describe('the legal Markdown renderer', () => {
  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an image with an error handler', '<img src=x onerror=alert(1)>'],
    ['an svg with onload', '<svg onload=alert(1)></svg>'],
    ['an iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['a raw link to javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['a style attribute', '<p style="position:fixed;inset:0">cover</p>'],
  ])('when the text holds %s, then it shows as text and no element or attribute of it is made', (_case, html) => {
    const container = rendered(html);
    expect(container.querySelector('script, img, svg, iframe, [onerror], [onload], [style]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain(html);
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['JAVASCRIPT: in capitals', '[x](JAVASCRIPT:alert(1))'],
    ['javascript: with an entity', '[x](jav&#x61;script:alert(1))'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['file:', '[x](file:///etc/passwd)'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
    ['an image from a tracker', '![x](https://tracker.example/p.gif)'],
  ])('when a link or image goes to %s, then no link or image is made', (_case, markdown) => {
    const container = rendered(markdown);
    expect(container.querySelector('a, img')).toBeNull();
    expect(attributeValues(container).filter((value) => /script:|data:|file:/i.test(value))).toEqual([]);
  });

  it('when links go to the web, mail, phone or the shop itself, then they are links; only the web ones open a new tab', () => {
    const container = rendered(
      '[web](https://pizza.example) [mail](mailto:a@pizza.example) [call](tel:+3630123) [terms](/legal/terms) https://bare.example',
    );
    const links = [...container.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('target'),
      link.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['web', 'https://pizza.example', '_blank', 'noopener noreferrer'],
      ['mail', 'mailto:a@pizza.example', null, null],
      ['call', 'tel:+3630123', null, null],
      ['terms', '/legal/terms', null, null],
      ['https://bare.example', 'https://bare.example', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('when the text uses headings, lists, emphasis and tables, then they render as such', () => {
    const container = rendered('## Title\n\n- **one**\n- *two*\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    expect([...container.querySelectorAll('li')].map((item) => item.innerHTML)).toEqual(['<strong>one</strong>', '<em>two</em>']);
    expect(container.querySelectorAll('td')).toHaveLength(2);
  });
});
