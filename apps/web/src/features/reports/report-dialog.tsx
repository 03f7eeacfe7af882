import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportContext } from '@mingle/protocol';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../components/form-fields';
import { PopupDialog } from '../../components/popup-dialog';
import type { englishResources } from '../../i18n/resources';
import { useErrorText } from '../messages/error-text';
import '../messages/messages.css';
import { useFileReport } from './queries';

type ReasonKey = keyof typeof englishResources.webChat.report.reasons;

interface ReportDialogProps {
  targetUserId: number;
  userName: string;
  context: ReportContext;
  contextId?: string | undefined;
  onClose(): void;
}

/** Letters as a person counts them (an emoji is one), the way the server counts the 200-letter limit. */
export function letterCount(text: string): number {
  return [...text.trim()].length;
}

/** The report pop-up (spec §2.3, §3): a reason, optional text of at most 200 letters, optional e-mail. */
export function ReportDialog({ targetUserId, userName, context, contextId, onClose }: ReportDialogProps) {
  const { t } = useTranslation('webChat');
  const legendId = useId();
  const report = useFileReport();
  const errorText = useErrorText();
  const [reason, setReason] = useState<number | null>(null);
  const [extra, setExtra] = useState('');
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const tooLong = letterCount(extra) > REPORT_TEXT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reason === null || tooLong) return;
    report.mutate({ targetUserId, reason, extra, email, context, contextId });
  };

  if (report.isSuccess) {
    return (
      <PopupDialog title={t('report.title', { name: userName })} onClose={onClose}>
        <p role="status">{t('report.thanks')}</p>
        <div className="popup-actions">
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('report.close')}
          </button>
        </div>
      </PopupDialog>
    );
  }

  return (
    <PopupDialog
      title={t('report.title', { name: userName })}
      description={t('report.intro', { name: userName })}
      onClose={onClose}
    >
      <form className="account-form" onSubmit={submit} noValidate>
        <fieldset className="report-reasons" aria-labelledby={legendId}>
          <legend id={legendId} className="field-label">
            {t('report.reason')}
          </legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.id} className="choice">
              <input
                type="radio"
                name="reason"
                value={r.id}
                checked={reason === r.id}
                onChange={() => setReason(r.id)}
              />
              {t(`report.reasons.${r.key as ReasonKey}`)}
            </label>
          ))}
        </fieldset>
        {checked && reason === null && <p className="field-error">{t('report.chooseReason')}</p>}
        <TextAreaField
          label={t('report.extra')}
          value={extra}
          onValueChange={setExtra}
          max={REPORT_TEXT_MAX}
          rows={3}
          error={tooLong ? { text: t('report.tooLong') } : undefined}
        />
        <TextField
          label={t('report.email')}
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
        />
        <p role="alert" className="form-error">
          {report.isError ? errorText(report.error) : null}
        </p>
        <div className="popup-actions">
          <button type="submit" className="button button-primary" disabled={report.isPending}>
            {t('report.send')}
          </button>
        </div>
      </form>
    </PopupDialog>
  );
}
