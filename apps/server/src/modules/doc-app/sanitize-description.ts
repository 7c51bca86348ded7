import sanitizeHtml from 'sanitize-html';

/**
 * A card's description is rich text another member's browser renders: only formatting survives (no
 * scripts, styles, event handlers or javascript: links), and links open in a new tab without opener.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'h1',
      'h2',
      'h3',
      'blockquote',
      'code',
      'pre',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}
