import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore, type Toast } from './toast-store';
import { useCatalogueText } from './use-catalogue-text';

const TOAST_MS = 8_000;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('base');
  const dismiss = useToastStore((s) => s.dismiss);
  const text = useCatalogueText(toast.message);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <div role="alert" className="toast">
      <span>{text}</span>
      <button
        type="button"
        className="toast-dismiss"
        aria-label={t('toast.dismiss')}
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function Toaster() {
  const { t } = useTranslation('base');
  const toasts = useToastStore((s) => s.toasts);
  return (
    <section className="toaster" aria-label={t('toast.label')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
