// Stands in, in the client build, for prism/ServerHighlightedCodeBlock (see index.ts):
// theme/CodeBlock renders that component only on the server.
export default function ServerHighlightedCodeBlock() {
  throw new Error('ServerHighlightedCodeBlock is rendered by the server build only');
}
