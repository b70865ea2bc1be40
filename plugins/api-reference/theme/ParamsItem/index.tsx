import type { ReactNode } from 'react';
import ParamsItem from '@theme-init/ParamsItem';

/**
 * One parameter of an operation, as an item of the parameter list. The theme's
 * ParamsDetails puts its parameters in a <ul> but renders each one as a <div>,
 * which is no list item (axe: list); here each parameter gets its own <li>.
 */
export default function ParamsItemListItem(props: Record<string, unknown>): ReactNode {
  return (
    <li className="api-reference__list-item">
      <ParamsItem {...props} />
    </li>
  );
}
