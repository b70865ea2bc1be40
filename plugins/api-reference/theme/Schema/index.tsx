import type { ReactNode } from 'react';
import Schema from '@theme-init/Schema';

/**
 * The properties of a request or response body. The theme's RequestSchema and
 * ResponseSchema render this component as the only child of a <ul>, and it
 * renders its properties as <div>s, so the list had no list items (axe: list).
 * One <li> holds them. The site has no schema pages, the one place the theme
 * would render this outside a list.
 */
export default function SchemaListItem(props: Record<string, unknown>): ReactNode {
  return (
    <li className="api-reference__list-item">
      <Schema {...props} />
    </li>
  );
}
