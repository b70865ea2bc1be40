import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code colours chosen for WCAG 2.2 AA: every token colour keeps at least
 * 4.5:1 contrast against its block background, in both colour modes.
 */
export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['keyword', 'atrule', 'operator', 'important', 'selector'], style: { color: '#b3261e' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#0a3069' } },
    { types: ['function', 'class-name'], style: { color: '#6639ba' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'builtin'], style: { color: '#0550ae' } },
    { types: ['property', 'tag', 'key'], style: { color: '#116329' } },
    { types: ['variable', 'parameter'], style: { color: '#953800' } },
    { types: ['punctuation'], style: { color: '#424a53' } },
    { types: ['deleted'], style: { color: '#82071e' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#e6edf3', backgroundColor: '#161b22' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9198a1', fontStyle: 'italic' } },
    { types: ['keyword', 'atrule', 'operator', 'important', 'selector'], style: { color: '#ff7b72' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#a5d6ff' } },
    { types: ['function', 'class-name'], style: { color: '#d2a8ff' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'builtin'], style: { color: '#79c0ff' } },
    { types: ['property', 'tag', 'key'], style: { color: '#7ee787' } },
    { types: ['variable', 'parameter'], style: { color: '#ffa657' } },
    { types: ['punctuation'], style: { color: '#c9d1d9' } },
    { types: ['deleted'], style: { color: '#ffa198' } },
  ],
};
