import { describe, expect, it } from 'vitest';
import { documentTitle, headTags } from './head-tags.ts';

const at = { origin: 'https://tablecraft.example', pathname: '/learn/getting-started' };
const meta = (tags: ReturnType<typeof headTags>, key: string) => tags.meta.find((tag) => tag.key === key)?.content;

describe('documentTitle', () => {
  it('prefixes page titles with the product name, and the home page is just the product name', () => {
    expect(documentTitle('Chess')).toBe('Tablecraft | Chess');
    expect(documentTitle()).toBe('Tablecraft');
  });
});

describe('headTags', () => {
  it('fills every tag of the shared head with defaults', () => {
    const tags = headTags({}, { origin: 'https://tablecraft.example', pathname: '/' });
    expect(tags.title).toBe('Tablecraft');
    expect(meta(tags, 'description')).toBe('The easiest way to play tabletop games online.');
    expect(meta(tags, 'robots')).toBe('index, follow');
    expect(meta(tags, 'og:type')).toBe('website');
    expect(meta(tags, 'og:image')).toBe('https://tablecraft.example/preview.png');
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
    expect(meta(tags, 'twitter:image')).toBe('https://tablecraft.example/preview.png');
    expect(tags.canonical).toBe('https://tablecraft.example/');
  });

  it("uses the page's own title, description, image, robots and type", () => {
    const tags = headTags(
      { title: 'Getting Started', description: 'How it works.', image: 'https://cdn.example/x.png', robots: 'noindex', type: 'article' },
      at,
    );
    expect(tags.title).toBe('Tablecraft | Getting Started');
    expect(meta(tags, 'og:title')).toBe('Tablecraft | Getting Started');
    expect(meta(tags, 'twitter:title')).toBe('Tablecraft | Getting Started');
    expect(meta(tags, 'description')).toBe('How it works.');
    expect(meta(tags, 'og:description')).toBe('How it works.');
    expect(meta(tags, 'og:image')).toBe('https://cdn.example/x.png');
    expect(meta(tags, 'robots')).toBe('noindex, nofollow');
    expect(meta(tags, 'og:type')).toBe('article');
  });

  it('makes the canonical URL from the origin and path only', () => {
    expect(headTags({}, at).canonical).toBe('https://tablecraft.example/learn/getting-started');
    expect(meta(headTags({}, at), 'og:url')).toBe('https://tablecraft.example/learn/getting-started');
  });
});
