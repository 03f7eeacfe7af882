import {
  Code,
  type AdminHostApplication,
  type AdminPayout,
  type HostApplicationStatus,
  type HostConfig,
  type PayoutStatus,
} from '@mingle/protocol';
import UserRoundCheck from 'lucide-react/icons/user-round-check';
import Wallet from 'lucide-react/icons/wallet';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { SkeletonList } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../messages/error-text';
import { useMe } from '../profile/queries';
import { formatLocalDateTime } from '../rewards/format';
import { moneyOf } from './host-earnings-page';
import {
  useAdminHostApplications,
  useAdminHostConfig,
  useAdminPayouts,
  useDecideApplication,
  useDecidePayout,
  useSaveHostConfig,
} from './queries';
import './hosts.css';

type Section = 'applications' | 'payouts' | 'config';

/** admin/hosts: host applications, payout requests and the host configuration. Admins only (the server checks). */
export function AdminHostsPage() {
  const { t } = useTranslation('hosts');
  const me = useMe();
  const headingId = useId();
  const [section, setSection] = useState<Section>('applications');
  if (me.isPending) {
    return (
      <section className="page host-page" aria-busy="true">
        <h1>{t('admin.title')}</h1>
        <SkeletonList label={t('admin.loading')} />
      </section>
    );
  }
  if (me.isError || !me.data.isAdmin)
    return <PageFrame title={t('admin.title')} note={t('admin.noAccess')} />;
  return (
    <section className="page host-page admin-hosts-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('admin.title')}</h1>
      <p className="field-hint">{t('admin.intro')}</p>
      <Tabs<Section>
        label={t('admin.sections')}
        selected={section}
        onSelect={setSection}
        tabs={[
          { key: 'applications', label: t('admin.applications') },
          { key: 'payouts', label: t('admin.payouts') },
          { key: 'config', label: t('admin.config') },
        ]}
      >
        {section === 'applications' ? <Applications /> : section === 'payouts' ? <Payouts /> : <ConfigForm />}
      </Tabs>
    </section>
  );
}

function Forbidden({ error }: { error: unknown }) {
  const { t } = useTranslation('hosts');
  return (
    <p role="alert">
      {error instanceof ApiError && error.code === Code.FORBIDDEN
        ? t('admin.noAccess')
        : t('admin.loadFailed')}
    </p>
  );
}

function StatusFilter<K extends string>({
  options,
  selected,
  onSelect,
}: {
  options: readonly K[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const { t } = useTranslation('hosts');
  const id = useId();
  return (
    <div className="field host-filter">
      <label htmlFor={id} className="field-label">
        {t('admin.filter')}
      </label>
      <select id={id} value={selected} onChange={(event) => onSelect(event.target.value as K)}>
        {options.map((key) => (
          <option key={key} value={key}>
            {t(`admin.${key as 'pending' | 'approved' | 'refused' | 'paid' | 'rejected'}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Applications() {
  const { t } = useTranslation('hosts');
  const [status, setStatus] = useState<HostApplicationStatus>('pending');
  const list = useAdminHostApplications(status, true);
  const decide = useDecideApplication();
  const errorText = useErrorText();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <StatusFilter
        options={['pending', 'approved', 'refused'] as const}
        selected={status}
        onSelect={setStatus}
      />
      <p role="status" className="form-notice">
        {done}
      </p>
      <p role="alert" className="form-error">
        {decide.isError ? errorText(decide.error) : null}
      </p>
      {list.isPending ? (
        <SkeletonList label={t('admin.loading')} />
      ) : list.isError ? (
        <Forbidden error={list.error} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<UserRoundCheck />} text={t('admin.noApplications')} />
      ) : (
        <ul className="host-list">
          {list.data.map((application) => (
            <ApplicationItem
              key={application.id}
              application={application}
              busy={decide.isPending && decide.variables.id === application.id}
              onDecide={(decision, reason) => {
                setDone(null);
                decide.mutate(
                  { id: application.id, decision, ...(reason ? { reason } : {}) },
                  {
                    onSuccess: () =>
                      setDone(
                        decision === 'approve'
                          ? t('admin.approvedDone', { id: application.id })
                          : t('admin.refusedDone', { id: application.id }),
                      ),
                  },
                );
              }}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function ApplicationItem({
  application,
  busy,
  onDecide,
}: {
  application: AdminHostApplication;
  busy: boolean;
  onDecide: (decision: 'approve' | 'refuse', reason?: string) => void;
}) {
  const { t, i18n } = useTranslation('hosts');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const name = t('admin.applicant', { name: application.userName, id: application.userId });
  const { requirements } = application;
  return (
    <li className="host-list-item" aria-label={name}>
      <div className="host-applicant">
        <Avatar src={application.headImg} name={application.userName} size={48} />
        <div>
          <p className="host-applicant-name">{name}</p>
          {application.age !== null && <p>{t('admin.age', { age: application.age })}</p>}
          <p className="field-hint">
            {t('admin.appliedAt', { date: formatLocalDateTime(application.createdAt, i18n.language) })}
          </p>
        </div>
      </div>
      <ul className="host-requirements">
        {(['photoApproved', 'profileComplete', 'adult'] as const).map((key) => (
          <li key={key} className="host-requirement" data-met={requirements[key]}>
            <span className="host-requirement-label">{t(`apply.${key}`)}</span>
            <span className="host-requirement-state">
              {requirements[key] ? t('apply.met') : t('apply.notMet')}
            </span>
          </li>
        ))}
      </ul>
      {application.status === 'pending' ? (
        <div className="host-decide">
          <div className="field">
            <label htmlFor={reasonId} className="field-label">
              {t('admin.reasonLabel')}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? `${reasonId}-error` : undefined}
            />
            {missing && (
              <p id={`${reasonId}-error`} className="field-error">
                {t('admin.reasonRequired')}
              </p>
            )}
          </div>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => onDecide('approve')}
          >
            {t('admin.approve')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => {
              setMissing(reason.trim() === '');
              if (reason.trim() !== '') onDecide('refuse', reason.trim());
            }}
          >
            {t('admin.refuse')}
          </button>
        </div>
      ) : (
        <>
          {application.decidedAt !== null && (
            <p className="field-hint">
              {t('admin.decidedAt', { date: formatLocalDateTime(application.decidedAt, i18n.language) })}
            </p>
          )}
          {application.reason && <p>{t('apply.reason', { reason: application.reason })}</p>}
        </>
      )}
    </li>
  );
}

function Payouts() {
  const { t } = useTranslation('hosts');
  const [status, setStatus] = useState<PayoutStatus>('pending');
  const list = useAdminPayouts(status, true);
  const decide = useDecidePayout();
  const errorText = useErrorText();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <StatusFilter
        options={['pending', 'paid', 'rejected'] as const}
        selected={status}
        onSelect={setStatus}
      />
      <p role="status" className="form-notice">
        {done}
      </p>
      <p role="alert" className="form-error">
        {decide.isError ? errorText(decide.error) : null}
      </p>
      {list.isPending ? (
        <SkeletonList label={t('admin.loading')} />
      ) : list.isError ? (
        <Forbidden error={list.error} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<Wallet />} text={t('admin.noPayouts')} />
      ) : (
        <ul className="host-list">
          {list.data.map((payout) => (
            <PayoutItem
              key={payout.id}
              payout={payout}
              busy={decide.isPending && decide.variables.id === payout.id}
              onDecide={(decision, reason) => {
                setDone(null);
                decide.mutate(
                  { id: payout.id, decision, ...(reason ? { reason } : {}) },
                  {
                    onSuccess: () =>
                      setDone(
                        decision === 'paid'
                          ? t('admin.paidDone', { id: payout.id })
                          : t('admin.rejectedDone', { id: payout.id }),
                      ),
                  },
                );
              }}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function PayoutItem({
  payout,
  busy,
  onDecide,
}: {
  payout: AdminPayout;
  busy: boolean;
  onDecide: (decision: 'paid' | 'rejected', reason?: string) => void;
}) {
  const { t, i18n } = useTranslation('hosts');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const label = t('admin.payoutItem', {
    name: payout.userName,
    id: payout.userId,
    points: payout.points,
    money: moneyOf(payout.points, payout, i18n.language),
  });
  return (
    <li className="host-list-item" aria-label={label}>
      <p className="host-applicant-name">{label}</p>
      <p className="field-hint">
        {t('admin.requestedAt', { date: formatLocalDateTime(payout.createdAt, i18n.language) })}
      </p>
      {payout.status === 'pending' ? (
        <div className="host-decide">
          <div className="field">
            <label htmlFor={reasonId} className="field-label">
              {t('admin.reasonPayout')}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? `${reasonId}-error` : undefined}
            />
            {missing && (
              <p id={`${reasonId}-error`} className="field-error">
                {t('admin.reasonRequired')}
              </p>
            )}
          </div>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => onDecide('paid')}
          >
            {t('admin.markPaid')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => {
              setMissing(reason.trim() === '');
              if (reason.trim() !== '') onDecide('rejected', reason.trim());
            }}
          >
            {t('admin.reject')}
          </button>
        </div>
      ) : (
        <>
          <p className="host-status" data-status={payout.status}>
            {t(`payouts.status.${payout.status}`)}
          </p>
          {payout.reason && <p>{t('payouts.reason', { reason: payout.reason })}</p>}
        </>
      )}
    </li>
  );
}

const NUMBER_FIELDS = [
  'callPriceMin',
  'callPriceMax',
  'friendsCallPriceMin',
  'friendsCallPriceMax',
  'pointsPerCurrencyUnit',
  'payoutMinimum',
] as const satisfies readonly (keyof HostConfig)[];

function ConfigForm() {
  const { t } = useTranslation('hosts');
  const config = useAdminHostConfig(true);
  if (config.isPending) return <SkeletonList label={t('admin.loading')} />;
  if (config.isError) return <Forbidden error={config.error} />;
  return <ConfigFields config={config.data} />;
}

function ConfigFields({ config }: { config: HostConfig }) {
  const { t } = useTranslation('hosts');
  const baseId = useId();
  const [values, setValues] = useState<Record<keyof HostConfig, string>>(
    () =>
      ({
        ...Object.fromEntries(NUMBER_FIELDS.map((key) => [key, String(config[key])])),
        currency: config.currency,
      }) as Record<keyof HostConfig, string>,
  );
  const [checked, setChecked] = useState(false);
  const save = useSaveHostConfig();
  const errorText = useErrorText();
  const whole = (key: (typeof NUMBER_FIELDS)[number]) => /^\d+$/.test(values[key].trim());
  const valid = NUMBER_FIELDS.every(whole);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!valid) return;
    const next = {
      ...Object.fromEntries(NUMBER_FIELDS.map((key) => [key, Number(values[key])])),
      currency: values.currency.trim().toUpperCase(),
    } as HostConfig;
    save.mutate(next);
  };

  return (
    <form className="host-form" onSubmit={submit} noValidate>
      <p className="field-hint">{t('admin.configHint')}</p>
      {NUMBER_FIELDS.map((key) => {
        const id = `${baseId}-${key}`;
        const bad = checked && !whole(key);
        return (
          <div className="field" key={key}>
            <label htmlFor={id} className="field-label">
              {t(`admin.${key}`)}
            </label>
            <div className="field-control">
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={values[key]}
                onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
                aria-invalid={bad ? true : undefined}
                aria-describedby={bad ? `${id}-error` : undefined}
              />
            </div>
            {bad && (
              <p id={`${id}-error`} className="field-error">
                {t('admin.invalidNumber')}
              </p>
            )}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor={`${baseId}-currency`} className="field-label">
          {t('admin.currency')}
        </label>
        <div className="field-control">
          <input
            id={`${baseId}-currency`}
            value={values.currency}
            maxLength={3}
            onChange={(event) => setValues((v) => ({ ...v, currency: event.target.value }))}
          />
        </div>
      </div>
      <p role="status" className="form-notice">
        {save.isSuccess && !save.isPending ? t('admin.saved') : null}
      </p>
      <p role="alert" className="form-error">
        {save.isError ? errorText(save.error) : null}
      </p>
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('admin.save')}
      </button>
    </form>
  );
}
