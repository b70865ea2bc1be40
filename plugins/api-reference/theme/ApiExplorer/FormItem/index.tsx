import { useContext, useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';

import { FieldLabelContext } from './labelContext';

interface Props {
  /** The field's name, shown above its control(s). */
  label?: string;
  /** Where a parameter goes: path, query, header or cookie. */
  type?: string;
  required?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A field of the request panel ("Send API Request"): its name, where it goes,
 * whether it is required, then its control(s). Written for the site in place of
 * the theme's FormItem, whose label named no control (axe: label-title-only,
 * select-name): the site's FormTextInput and FormSelect inside take this
 * label's id as their aria-labelledby.
 */
export default function FormItem({ label, type, required, className, children }: Props): ReactNode {
  const labelId = useId();
  // A field without a label of its own keeps the name its surroundings give (see ../Server).
  const outerLabelId = useContext(FieldLabelContext);
  return (
    <div className={clsx('openapi-explorer__form-item', className)}>
      {label && (
        <label id={labelId} className="openapi-explorer__form-item-label">
          {label}
        </label>
      )}
      {type && <span className="api-reference__form-item-type"> — {type}</span>}
      {required && (
        <span className="openapi-schema__required">
          {translate({ id: 'theme.openapi.schemaItem.required', message: 'required' })}
        </span>
      )}
      <FieldLabelContext.Provider value={label ? labelId : outerLabelId}>
        <div>{children}</div>
      </FieldLabelContext.Provider>
    </div>
  );
}
