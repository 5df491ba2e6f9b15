import { useMemo } from 'react';

import { renderLegalMarkdown } from '../markdown';

/**
 * Typography for the rendered text: Tailwind's utilities on the container (no typography
 * plugin), so headings, lists, tables and links read like the rest of the shop in both themes.
 */
const PROSE =
  'flex flex-col gap-3 text-base leading-relaxed break-words text-ink ' +
  '[&_h1]:text-3xl [&_h1]:font-extrabold [&_h1]:sm:text-4xl ' +
  '[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-extrabold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold ' +
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 ' +
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-cream-300 [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted ' +
  '[&_code]:rounded [&_code]:bg-cream-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-cream-100 [&_pre]:p-3 ' +
  '[&_hr]:border-cream-200 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm ' +
  '[&_td]:border [&_td]:border-cream-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-cream-200 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left';

/** Markdown on the page, sanitised (markdown.ts): what the owner wrote, nothing that runs. */
export function LegalMarkdown({ markdown, label }: { markdown: string; label?: string }) {
  const html = useMemo(() => renderLegalMarkdown(markdown), [markdown]);
  // The HTML is DOMPurify's output with an allow-list (markdown.ts), never the raw text.
  return <div aria-label={label} className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
