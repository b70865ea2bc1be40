import { useContext, type ChangeEventHandler, type ReactNode } from 'react';

import { FieldLabelContext } from '../FormItem/labelContext';

interface Props {
  value?: string;
  options?: string[];
  onChange?: ChangeEventHandler<HTMLSelectElement>;
}

/**
 * A drop-down of the request panel (security scheme, content type, accept,
 * enum parameters), named by the label of the field it sits in. Replaces the
 * theme's FormSelect, which had no name (axe: select-name).
 */
export default function FormSelect({ value, options, onChange }: Props): ReactNode {
  const labelId = useContext(FieldLabelContext);
  if (!options?.length) return null;
  return (
    <select className="openapi-explorer__select-input" value={value} onChange={onChange} aria-labelledby={labelId}>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
