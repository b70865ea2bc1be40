/**
 * The highlighted code block as the server build renders it: imported directly,
 * so that each block's HTML is written where the block stands. (Through
 * React.lazy the server would stream it as a hidden segment at the end of the
 * page, put in place by an inline script: a reader without JavaScript would
 * see no code at all.) The client build never renders it and swaps this module
 * for an empty one (code-blocks/index.ts), so the highlighter stays out of
 * the code every page runs first.
 */
export { default } from './HighlightedCodeBlock';
