import { CardCode, parseCardExpiry } from '@mingle/protocol';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { TextField } from '../../components/form-fields';
import { useCodeText } from '../../components/use-catalogue-text';
import { withPrefix } from '../../i18n/language-prefix';
import { ApiError } from '../../lib/api-client';
import {
  messageForCode,
  validateCardForm,
  type CardFormErrors,
  type CardFormValues,
  type CardMessage,
} from './card-form';
import { TokenizeError, tokenizeCard, useAddCard } from './queries';

const EMPTY: CardFormValues = {
  holderName: '',
  number: '',
  expiry: '',
  cvc: '',
  billingEmail: '',
  mobile: '',
};

/**
 * The form's inputs in the order shown. The autocomplete tokens let the browser fill a saved card and the
 * billing contact; the card number and CVC get a numeric keyboard, and the CVC is masked like a password.
 */
const FIELDS: readonly {
  field: keyof CardFormValues;
  labelKey: 'holderName' | 'number' | 'expiry' | 'cvc' | 'email' | 'mobile';
  autoComplete: string;
  inputMode?: 'numeric';
  type?: 'password' | 'email' | 'tel';
  placeholder?: string;
}[] = [
  { field: 'holderName', labelKey: 'holderName', autoComplete: 'cc-name' },
  { field: 'number', labelKey: 'number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { field: 'expiry', labelKey: 'expiry', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { field: 'cvc', labelKey: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric', type: 'password' },
  { field: 'billingEmail', labelKey: 'email', autoComplete: 'email', type: 'email' },
  { field: 'mobile', labelKey: 'mobile', autoComplete: 'tel', type: 'tel' },
];

/**
 * paymentInfoAdd: a card form checked in the browser (Luhn, expiry, billing fields), then handed to the
 * provider's tokenisation endpoint; only the token and the billing details are sent to our API.
 */
export function PaymentInfoAddPage() {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const prefix = useLanguagePrefix();
  const navigate = useNavigate();
  const add = useAddCard();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof CardFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };
  const codeText = useCodeText();
  const textOf = (message: CardMessage) =>
    typeof message === 'number' ? codeText(message) : t(`cards.${message}`);
  const fieldMessage = (message: CardMessage | undefined) =>
    message === undefined ? undefined : { text: textOf(message) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCardForm(values);
    setErrors(found);
    const expiry = parseCardExpiry(values.expiry);
    if (Object.keys(found).length > 0 || !expiry) return;
    setBusy(true);
    try {
      const cardToken = await tokenizeCard({
        number: values.number,
        expMonth: expiry.expMonth,
        expYear: expiry.expYear,
        cvc: values.cvc.trim(),
        name: values.holderName.trim(),
      });
      // The card data is not kept in the page once the provider has it.
      setValues((v) => ({ ...v, number: '', cvc: '' }));
      await add.mutateAsync({
        cardToken,
        holderName: values.holderName,
        billingEmail: values.billingEmail,
        mobile: values.mobile,
      });
      void navigate(withPrefix(prefix, '/cardList'), { state: { saved: true } });
    } catch (err) {
      if (err instanceof TokenizeError) setErrors({ form: CardCode.PAYMENT_INFO_INCORRECT });
      else {
        const { field, message } = messageForCode(err instanceof ApiError ? err.code : null);
        setErrors({ [field]: message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page cards-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('cards.addHeading')}</h1>
      <p className="field-hint">{t('cards.intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="card-form">
        {FIELDS.map(({ field, labelKey, ...input }) => (
          <TextField
            key={field}
            label={t(`cards.${labelKey}`)}
            value={values[field]}
            onValueChange={set(field)}
            error={fieldMessage(errors[field])}
            {...input}
          />
        ))}
        {errors.form && (
          <p role="alert" className="form-error">
            {textOf(errors.form)}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('cards.saving') : t('cards.save')}
        </button>
      </form>
      <p>
        <Link to={withPrefix(prefix, '/cardList')}>{t('cards.listLink')}</Link>
      </p>
    </section>
  );
}
