import { useContext, useId, type ChangeEventHandler, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useFormContext } from 'react-hook-form';

import { FieldLabelContext } from '../FormItem/labelContext';

interface Props {
  value?: string;
  /** Shown while the field is empty; a description's first line is enough. */
  placeholder?: string;
  password?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** A parameter's or form field's name: the request form then checks it before sending. */
  paramName?: string;
  isRequired?: boolean;
}

/**
 * A text field of the request panel (parameters, server variables, API key),
 * named by the label of the field it sits in. Replaces the theme's
 * FormTextInput, whose inputs had only a title (axe: label-title-only). As the
 * theme's did, a parameter's input joins the panel's form (react-hook-form), so
 * a required one left empty stops the request with a message.
 */
export default function FormTextInput({
  value,
  placeholder,
  password,
  onChange,
  paramName,
  isRequired,
}: Props): ReactNode {
  const labelId = useContext(FieldLabelContext);
  const errorId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const hint = placeholder?.split('\n')[0];
  const registration = paramName
    ? register(paramName, {
        required: isRequired
          ? translate({ id: 'theme.openapi.form.fieldRequired', message: 'This field is required' })
          : false,
      })
    : undefined;
  const error = paramName ? errors[paramName]?.message : undefined;
  const errorMessage = typeof error === 'string' && error ? error : undefined;
  return (
    <>
      <input
        // The form reads the value through the registered ref; changes go to the panel's own handler.
        {...registration}
        onChange={onChange}
        className={clsx('openapi-explorer__form-item-input', { error: errorMessage })}
        type={password ? 'password' : 'text'}
        value={value}
        placeholder={hint}
        title={hint}
        autoComplete="off"
        aria-labelledby={labelId}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      {errorMessage && (
        <div id={errorId} className="openapi-explorer__input-error">
          {errorMessage}
        </div>
      )}
    </>
  );
}
