import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../features/accounts/account-errors';
import { useCodeText } from './use-catalogue-text';

/** Translates a form message; the server's own text (a code this build does not know) is shown as sent. */
export function useFormMessageText(): (message: FormMessage) => string {
  const { t } = useTranslation();
  const codeText = useCodeText();
  return (message) =>
    'key' in message
      ? t(message.key, message.values ?? {})
      : 'code' in message
        ? codeText(message.code)
        : message.text;
}

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id' | 'aria-invalid' | 'aria-describedby'
>;

interface TextFieldProps extends NativeInputProps {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  error?: FormMessage | undefined;
  hint?: ReactNode;
  /** A password input gets a show/hide toggle. */
  revealable?: boolean;
}

/**
 * A labelled input with its hint and its error right below it, tied together for assistive technology: the
 * error is announced with the field (aria-describedby) and the field is marked invalid.
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  revealable,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const text = useFormMessageText();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="field-control">
        <input
          {...input}
          id={id}
          type={revealable && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {revealable && (
          <button
            type="button"
            className="field-reveal"
            aria-pressed={revealed}
            aria-label={t('login.showPassword')}
            onClick={() => setRevealed((r) => !r)}
          >
            {t('login.show')}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {text(error)}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'id' | 'maxLength'
> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  error?: FormMessage | undefined;
  /** Shown as a live count; typing past it is allowed so pasted text can be trimmed, and the check says so. */
  max: number;
}

export function TextAreaField({ label, value, onValueChange, error, max, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const text = useFormMessageText();
  const id = useId();
  const length = [...value.trim()].length;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error || length > max ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-count`} className="field-hint field-count" data-over={length > max || undefined}>
        {t('fields.bioCount', { length, max })}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {text(error)}
        </p>
      )}
    </div>
  );
}

/** A 6-digit code input: numeric keyboard, one-time-code autofill, digits only. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  const { t } = useTranslation();
  return (
    <TextField
      hint={t('login.codeHint')}
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      className="field-code"
    />
  );
}

/** The error of the form as a whole (e.g. 'Incorrect email or password.'), announced when it appears. */
export function FormError({ error }: { error: FormMessage | undefined }) {
  const text = useFormMessageText();
  return (
    <p role="alert" className="form-error">
      {error ? text(error) : null}
    </p>
  );
}

/** A success line, announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="form-notice">
      {children}
    </p>
  );
}

interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

interface RadioGroupProps<V extends string | number> {
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onValueChange(value: V): void;
  error?: FormMessage | undefined;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A fieldset of radio buttons with a legend, hint and error. */
export function RadioGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onValueChange,
  error,
  hint,
  disabled,
}: RadioGroupProps<V>) {
  const text = useFormMessageText();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="field choice-group" aria-describedby={describedBy || undefined} disabled={disabled}>
      <legend className="field-label">{legend}</legend>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={`${name}-${id}`}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {text(error)}
        </p>
      )}
    </fieldset>
  );
}

interface CheckboxGroupProps {
  legend: ReactNode;
  options: readonly ChoiceOption<number>[];
  selected: readonly number[];
  onToggle(value: number): void;
  /** When reached, the unchecked boxes are disabled, so the limit is visible before it is hit. */
  max: number;
  error?: FormMessage | undefined;
  hint?: ReactNode;
}

/** Chips as checkboxes: tags such as interests and languages, with a visible limit. */
export function CheckboxGroup({ legend, options, selected, onToggle, max, error, hint }: CheckboxGroupProps) {
  const text = useFormMessageText();
  const id = useId();
  const full = selected.length >= max;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="field chip-group" aria-describedby={describedBy || undefined}>
      <legend className="field-label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <div className="chips">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label key={option.value} className="chip" data-checked={checked || undefined}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => onToggle(option.value)}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {text(error)}
        </p>
      )}
    </fieldset>
  );
}
