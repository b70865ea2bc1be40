/**
 * Stands in for `chalk` (with its colour tables) in the browser
 * bundle: the schema-example code the theme borrows from the generator plugin
 * colours one console warning with it. Any chain such as `chalk.yellow(...)`
 * returns the text uncoloured.
 */
type Paint = ((...text: unknown[]) => string) & { readonly [style: string]: Paint };

const plain: Paint = new Proxy((...text: unknown[]) => text.join(' '), { get: () => plain }) as Paint;

export default plain;
