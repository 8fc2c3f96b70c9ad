import { errorPageText } from '../src/shell/error-page-text.ts';
import type { HeadTags } from '../src/shell/head-tags.ts';

// The tags a page writes for itself (web/src/shell/head-tags.ts); index.html holds defaults for them.
const PAGE_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];
const ROOT = '<div id="root"></div>';

/** Text for HTML: element content and double-quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Makes page HTML from the built index.html: its default head tags are replaced by each page's own, so
 * a link preview or a crawler that runs no script reads the page's title, description and image. An
 * error page also carries the error page's text inside an empty #root, which the app replaces when it starts.
 */
export function createPageHtml(indexHtml: string): (tags: HeadTags, errorCode?: number, modulePreloads?: readonly string[]) => Buffer {
  const template = PAGE_TAGS.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  // The tags go at the end of the head; a page without a head element gets them after its doctype.
  const headEnd = template.includes('</head>') ? template.indexOf('</head>') : (template.match(/^\s*<!doctype[^>]*>/i)?.[0].length ?? 0);
  const before = template.slice(0, headEnd);
  const after = template.slice(headEnd);
  return (tags, errorCode, modulePreloads = []) => {
    const head = [
      `<title>${escapeHtml(tags.title)}</title>`,
      ...tags.meta.map((tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`),
      `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
      // As Vite writes its own (crossorigin, as module scripts are fetched), so the browser uses what it preloaded.
      ...modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ].join('\n    ');
    const body = errorCode === undefined ? after : after.replace(ROOT, `<div id="root">${errorBody(errorCode)}</div>`);
    return Buffer.from(`${before}  ${head}\n  ${body}`);
  };
}

function errorBody(code: number): string {
  const { title, text } = errorPageText(code);
  return `<main class="page error-page"><p class="error-page-code">${code}</p><h1>${escapeHtml(title)}</h1><p class="error-page-text">${escapeHtml(text)}</p><a class="button button-outlined" href="/">Return Home</a></main>`;
}
