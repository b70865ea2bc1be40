/**
 * Stands in for `mdast-util-to-markdown`. The theme renders descriptions with
 * react-markdown and remark-gfm, whose table and task-list extensions also
 * carry handlers for writing Markdown back out, which rendering never calls.
 */
import { standInReached } from './reached';

const writing = (): never => standInReached('mdast-util-to-markdown (writing Markdown)');

/** The handlers the GFM extensions wrap: inline code (tables) and paragraphs (task lists). */
export const defaultHandlers = { inlineCode: writing, paragraph: writing };
