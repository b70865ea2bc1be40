import { useId, type ReactNode } from 'react';
import Server from '@theme-init/ApiExplorer/Server';
import { translate } from '@docusaurus/Translate';

import { FieldLabelContext } from '../FormItem/labelContext';

/**
 * The request panel's base URL ("Edit" shows a drop-down of the servers). The
 * theme puts that drop-down in a field without a label, so it had no name
 * (axe: select-name); this wrapper names it "Base URL" for assistive
 * technology, through the site's FormItem and FormSelect.
 */
export default function ServerWrapper(props: Record<string, unknown>): ReactNode {
  const labelId = useId();
  return (
    <FieldLabelContext.Provider value={labelId}>
      <span id={labelId} hidden>
        {translate({
          id: 'pulsarr.apiExplorer.server.label',
          message: 'Base URL',
          description: 'Name of the request panel’s server drop-down, for assistive technology',
        })}
      </span>
      <Server {...props} />
    </FieldLabelContext.Provider>
  );
}
