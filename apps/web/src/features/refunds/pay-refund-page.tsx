import { REFUND_DESCRIPTION_MAX, RefundCode, type RefundCategory } from '@mingle/protocol';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useCatalogueTexts, useCodeText } from '../../components/use-catalogue-text';
import { withPrefix } from '../../i18n/language-prefix';
import { ApiError } from '../../lib/api-client';
import { errorMessageOf } from '../../lib/error-message';
import { useCaptcha, useSubmitRefund } from './queries';

const CATEGORIES: readonly RefundCategory[] = ['refund', 'coins_not_credited', 'other'];

type Field = 'orderNo' | 'description' | 'proof' | 'captcha' | 'form';
type Errors = Partial<Record<Field, string>>;

/** The input a refusal belongs next to; any other goes above the button. */
const FIELD_OF_CODE: Readonly<Partial<Record<number, Field>>> = {
  [RefundCode.WRONG_CAPTCHA]: 'captcha',
  [RefundCode.ORDER_ID_EMPTY]: 'orderNo',
  [RefundCode.ORDER_NOT_FOUND]: 'orderNo',
  [RefundCode.WINDOW_PASSED]: 'orderNo',
  [RefundCode.PROOF_REQUIRED]: 'proof',
};

/** payRefund: report a top-up issue (order number, issue, description, proof picture, captcha). */
export function PayRefundPage() {
  const { t } = useTranslation('shop');
  const codeText = useCodeText();
  const answerText = useCatalogueTexts();
  const headingId = useId();
  const proofId = useId();
  const prefix = useLanguagePrefix();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptcha();
  const submit = useSubmitRefund();
  const [orderNo, setOrderNo] = useState(params.get('orderNo') ?? '');
  const [category, setCategory] = useState<RefundCategory>('refund');
  const [description, setDescription] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    // The checks the server makes, said before sending in the server's words.
    if (!orderNo.trim()) found.orderNo = codeText(RefundCode.ORDER_ID_EMPTY);
    if (!description.trim()) found.description = codeText(RefundCode.DESCRIPTION_REQUIRED);
    if (!proof) found.proof = codeText(RefundCode.PROOF_REQUIRED);
    if (!captchaCode.trim()) found.captcha = codeText(RefundCode.WRONG_CAPTCHA);
    setErrors(found);
    if (Object.keys(found).length > 0 || !captcha.data) return;
    submit.mutate(
      { orderNo, category, description, proof, captchaId: captcha.data.captchaId, captchaCode },
      {
        onSuccess: () => void navigate(withPrefix(prefix, '/refundBack'), { state: { filed: true } }),
        onError: (err) => {
          setCaptchaCode('');
          if (err instanceof ApiError && err.kind === 'answer') {
            setErrors({ [FIELD_OF_CODE[err.code ?? 0] ?? 'form']: answerText(errorMessageOf(err)) });
          } else setErrors({ form: t('refund.failed') });
        },
      },
    );
  };

  return (
    <section className="page refund-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('refund.heading')}</h1>
      <p className="field-hint">{t('refund.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="refund-form">
        <TextField
          label={t('refund.orderNo')}
          value={orderNo}
          onValueChange={(v) => {
            setOrderNo(v);
            setErrors((e) => ({ ...e, orderNo: undefined }));
          }}
          hint={t('refund.orderHint')}
          error={errors.orderNo ? { text: errors.orderNo } : undefined}
        />
        <fieldset className="field">
          <legend className="field-label">{t('refund.category')}</legend>
          {CATEGORIES.map((c) => (
            <label key={c} className="radio-option">
              <input
                type="radio"
                name="category"
                value={c}
                checked={category === c}
                onChange={() => setCategory(c)}
              />{' '}
              {t(`refund.categories.${c}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('refund.description')}
          value={description}
          onValueChange={(v) => {
            setDescription(v);
            setErrors((e) => ({ ...e, description: undefined }));
          }}
          max={REFUND_DESCRIPTION_MAX}
          error={errors.description ? { text: errors.description } : undefined}
        />
        <div className="field">
          <label htmlFor={proofId} className="field-label">
            {t('refund.proof')}
          </label>
          <input
            id={proofId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors.proof ? true : undefined}
            onChange={(e) => {
              setProof(e.target.files?.[0] ?? null);
              setErrors((er) => ({ ...er, proof: undefined }));
            }}
          />
          <p className="field-hint">{t('refund.proofHint')}</p>
          {errors.proof && <p className="field-error">{errors.proof}</p>}
        </div>
        <div className="captcha-row">
          {captcha.data ? (
            <img src={captcha.data.image} alt={t('refund.captchaAlt')} className="captcha-image" />
          ) : (
            <p role="status">{captcha.isError ? t('refund.loadFailed') : t('refund.loading')}</p>
          )}
          <button type="button" className="button" onClick={() => void captcha.refetch()}>
            {t('refund.captchaNew')}
          </button>
        </div>
        <TextField
          label={t('refund.captcha')}
          value={captchaCode}
          onValueChange={(v) => {
            setCaptchaCode(v);
            setErrors((e) => ({ ...e, captcha: undefined }));
          }}
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.captcha ? { text: errors.captcha } : undefined}
        />
        {errors.form && (
          <p role="alert" className="form-error">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={submit.isPending}>
          {submit.isPending ? t('refund.sending') : t('refund.submit')}
        </button>
      </form>
      <p>
        <Link to={withPrefix(prefix, '/refundBack')}>{t('refund.resultsLink')}</Link>
      </p>
    </section>
  );
}
