/**
 * Stands in for `rehype-raw` (with parse5 and entities). The theme
 * runs it so that HTML inside descriptions renders as HTML; Pulsarr's API
 * document has none (tests/unit/api-reference/bundle-trim.test.ts checks), and without
 * the plugin react-markdown would show such HTML as text rather than drop it.
 */
export default function rehypeRaw(): void {}
